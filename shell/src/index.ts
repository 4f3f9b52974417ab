// The shell's singletons are eager (shared/build/shared-singletons.cjs) and the app's modules are in this script's
// chunks ("eager" imports): no round trip before the first render. They are evaluated in tasks after this script's
// own, React's first, so compiling the scripts and running their modules are a few short tasks, not one long one
// that a phone's CPU would make block input.
import { nextTask } from './app/next-task';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  // The web runtime (API client, stores, UI) before the app's own modules: each module graph is evaluated in a task.
  .then(() => import(/* webpackMode: "eager" */ '@receipts/shared'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/start-shell'))
  // Evaluating the app's modules and starting it are two tasks: together they were the longest task of start-up.
  .then(async ({ startShell }) => {
    await nextTask();
    await startShell();
  });

/** @jest-environment jest-fixed-jsdom */
import { createInstance } from '@module-federation/enhanced/runtime';
import { fakeContainer, installScriptNetwork, resetFederation } from '../../testing/remote-network';
import { taskPerStepPlugin } from './task-per-step-plugin';

beforeEach(() => resetFederation('mfe_directory'));
afterEach(() => jest.restoreAllMocks());

/** Lets the runtime's microtask chain run as far as it goes without a new task. */
async function settle() {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

/** A next task that comes only when the test lets it: which steps ran before it is what the plugin split. */
function heldTasks() {
  const waiting: (() => void)[] = [];
  return {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get waiting() {
      return waiting.length;
    },
    release: async () => {
      waiting.shift()?.();
      await settle();
    },
  };
}

describe('taskPerStepPlugin', () => {
  it('joins the share scope, asks for the module and runs its factory each in a later task than the entry arrived in', async () => {
    const factory = jest.fn(() => ({ pages: [] }));
    const container = fakeContainer(undefined, async () => factory);
    installScriptNetwork('mfe_directory', () => () => ({ container }));
    const tasks = heldTasks();
    const federation = createInstance({
      name: 'host',
      remotes: [{ name: 'mfe_directory', entry: 'https://cdn.example/d/remoteEntry.js' }],
      plugins: [taskPerStepPlugin(tasks.nextTask)],
    });
    const loaded = federation.loadRemote('mfe_directory/routes');

    await settle();
    // The entry script has loaded; the container has not been touched in the same chain.
    expect(tasks.waiting).toBe(1);
    expect(container.init).not.toHaveBeenCalled();

    await tasks.release();
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.get).not.toHaveBeenCalled();

    await tasks.release();
    expect(container.get).toHaveBeenCalledWith('./routes');
    expect(factory).not.toHaveBeenCalled();

    await tasks.release();
    expect(factory).toHaveBeenCalledTimes(1);
    await expect(loaded).resolves.toEqual({ pages: [] });
  });

  it('goes on at once where the browser has no scheduler.yield (jsdom): the load is not held back', async () => {
    const container = fakeContainer({ pages: ['home'] });
    installScriptNetwork('mfe_directory', () => () => ({ container }));
    const federation = createInstance({
      name: 'host',
      remotes: [{ name: 'mfe_directory', entry: 'https://cdn.example/d/remoteEntry.js' }],
      plugins: [taskPerStepPlugin()],
    });
    await expect(federation.loadRemote('mfe_directory/routes')).resolves.toEqual({ pages: ['home'] });
    expect(container.init).toHaveBeenCalledTimes(1);
  });
});

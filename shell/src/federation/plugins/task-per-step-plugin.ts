import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldWhereSupported } from '../../app/next-task';

/**
 * Loading a remote's module is three pieces of work the MF runtime chains in microtasks: its entry script arriving
 * (evaluated, then the runtime's load handler), its container joining the page's share scope (`init`), and the
 * container handing over the module (`get`, then its factory). In one chain they were one task of 54–70 ms on a
 * phone's CPU while the page's remote arrived. Each starts in a task of its own here, so the browser can paint and
 * handle a tap in between. With scheduler.yield the continuation runs before other queued tasks: nothing waits
 * behind the page's timers or network callbacks.
 */
export function taskPerStepPlugin(nextTask: () => Promise<void> = yieldWhereSupported): ModuleFederationRuntimePlugin {
  return {
    name: 'receipts-task-per-step',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}

import { act } from '@testing-library/react';

/**
 * Content that is still on its way, for testing what a fan sees during a router transition: a component calls
 * `suspendWhile(condition)` and, while the condition holds and the content is not released, suspends, so the
 * transition to it cannot commit. `release()` lets it render. (A thrown promise, not React's `use`: under jsdom's act
 * a render suspended on `use` was never retried once its promise settled.)
 */
export function holdContent(): { suspendWhile: (condition: boolean) => void; release: () => Promise<void> } {
  let held = true;
  let arrive = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    suspendWhile(condition) {
      if (condition && held) throw arrival;
    },
    async release() {
      await act(async () => {
        held = false;
        arrive();
      });
    },
  };
}

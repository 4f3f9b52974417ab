type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the browser can paint and handle input between two pieces of start-up work
 * (a phone's CPU turns each piece into a long task otherwise). scheduler.yield where the browser has it: its
 * continuation runs before other queued tasks, so start-up is not pushed back.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * As nextTask where the browser has scheduler.yield; elsewhere it goes on at once (a timer would put the work behind
 * every queued task, and behind a test's fake clock).
 */
export async function yieldWhereSupported(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') await scheduler.yield();
}

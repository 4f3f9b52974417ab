import { nextTask, yieldWhereSupported } from './next-task';

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

afterEach(() => {
  delete (globalThis as WithScheduler).scheduler;
  jest.useRealTimers();
});

describe('nextTask (start-up work split into tasks)', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = jest.fn(async () => undefined);
    (globalThis as WithScheduler).scheduler = { yield: yieldNow };
    await nextTask();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('otherwise resolves in a timer task, not in the current one', async () => {
    jest.useFakeTimers();
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});

describe('yieldWhereSupported (a check moved out of a start-up task)', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = jest.fn(async () => undefined);
    (globalThis as WithScheduler).scheduler = { yield: yieldNow };
    await yieldWhereSupported();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('otherwise goes on without waiting for a timer', async () => {
    jest.useFakeTimers();
    let done = false;
    void yieldWhereSupported().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});

import { authStore } from '@receipts/shared';
import { authSettled } from './auth-settled';

beforeEach(() => {
  jest.useFakeTimers();
  authStore.setState({ status: 'loading' });
});
afterEach(() => jest.useRealTimers());

describe('authSettled (the first render waits briefly for the auth state)', () => {
  it('is true at once when the auth state is already known', async () => {
    authStore.setState({ status: 'ready' });
    await expect(authSettled(50)).resolves.toBe(true);
  });

  it('is true as soon as the auth state becomes known within the wait', async () => {
    const settled = authSettled(50);
    jest.advanceTimersByTime(20);
    authStore.setState({ status: 'ready' });
    await expect(settled).resolves.toBe(true);
  });

  it('gives up after the wait when the auth state is still unknown (an identity session, a slow network)', async () => {
    const settled = authSettled(50);
    let result: boolean | undefined;
    void settled.then((value) => (result = value));
    jest.advanceTimersByTime(49);
    await Promise.resolve();
    expect(result).toBeUndefined();
    jest.advanceTimersByTime(1);
    await expect(settled).resolves.toBe(false);
  });
});

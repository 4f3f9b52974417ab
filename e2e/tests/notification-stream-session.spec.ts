import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// A fan's live notification stream lives as long as their session: logging out in another tab of the same browser
// ends it at once, and the first tab (never reloaded) shows itself signed out and does not ask for a stream again.

/** Every EventSource the page opens, with the `end` events the server sent it and whether it is closed. */
async function watchStreams(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const seen: { url: string; ends: string[]; source: EventSource }[] = [];
    (window as unknown as { __streams: typeof seen }).__streams = seen;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        const record = { url: String(url), ends: [] as string[], source: this as EventSource };
        seen.push(record);
        this.addEventListener('end', (event) => record.ends.push((event as MessageEvent<string>).data));
      }
    };
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __streams: { url: string; ends: string[]; source: EventSource }[] }).__streams.map((record) => ({
        url: record.url,
        ends: record.ends.map((data) => JSON.parse(data) as unknown),
        closed: record.source.readyState === EventSource.CLOSED,
      })),
    );
}

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
}

test('logging out in another tab ends the first tab’s live stream; that tab shows it is signed out and stays quiet', async ({ page }) => {
  const streams = await watchStreams(page);
  const streamRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notifications/stream/')) streamRequests.push(request.url());
  });
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  await open(page, '/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await expect.poll(async () => (await streams()).filter((stream) => !stream.closed)).toHaveLength(1);

  // The same browser, another tab: the fan logs out there.
  const second = await page.context().newPage();
  await open(second, '/');
  await second.getByRole('button', { name: 'Account menu' }).click();
  await second.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(second.getByRole('button', { name: 'Log In' })).toBeVisible();

  // The first tab was never reloaded: its stream got the server's end and closed, and the page shows the signed-out
  // top bar. The end it got says why (the logout), so no time limit but the suite's own is needed to tell it from a
  // stream that merely timed out, and a busy CI host is not mistaken for a stream that outlived the session.
  await expect.poll(async () => (await streams())[0]).toMatchObject({ ends: [{ reason: 'session_ended', cause: 'logout' }], closed: true });
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(bell).toHaveCount(0);

  // No reconnect loop: longer than the stream's retry (3 s), and not one new stream request.
  const asked = streamRequests.length;
  await page.waitForTimeout(4_000);
  expect(streamRequests).toHaveLength(asked);
  await second.close();
});

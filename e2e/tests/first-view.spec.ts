/**
 * The page's first view is in the HTML (server-rendered by its remote): a fan sees the feed, a statement or
 * the commentators before any script runs, and the shell's page takes over without a jump or a duplicate.
 */
import { expect, test, type Page } from '../support/test';
import { E2E_BASE_URL } from '../support/env';

interface Named {
  id: number;
  title?: string;
  name?: string;
}
const api = async <T>(path: string): Promise<T> => (await (await fetch(`${E2E_BASE_URL}/api/${path}`)).json()) as T;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the feed, a statement and the commentators are already in the page', async ({ page }) => {
    const [first] = await api<Named[]>('content-api/statements/?page=1&per_page=10');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: first.title! }).first()).toBeVisible();

    await page.goto(`/statements/${first.id}`);
    await expect(page.getByRole('heading', { name: first.title!, level: 1 })).toBeVisible();

    const [commentator] = await api<Named[]>('commentators/?sort=popular');
    await page.goto('/commentators');
    await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
    await expect(page.getByText(commentator.name!, { exact: true }).first()).toBeVisible();
  });
});

/** Holds the shell's scripts until released, so the first view can be looked at on its own. */
async function holdShellScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the shell takes over the first view in place: same position, one feed, no overlay left', async ({ page }) => {
  const [first] = await api<Named[]>('content-api/statements/?page=1&per_page=10');
  const release = await holdShellScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const serverCard = page.locator('#receipts-first-view').getByRole('heading', { name: first.title! });
  await expect(serverCard).toBeVisible();
  const before = await serverCard.boundingBox();

  release();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  const card = page.getByRole('heading', { name: first.title! });
  await expect(card).toHaveCount(1);
  const after = await card.boundingBox();
  expect(after).toEqual(before);
  // The shell's own frame is live.
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('scripts are requested only once the first view is on screen', async ({ page }) => {
  const [first] = await api<Named[]>('content-api/statements/?page=1&per_page=10');
  for (const path of ['/', `/statements/${first.id}`, '/commentators']) {
    await page.goto(path);
    await expect(page.locator('#receipts-first-view')).toHaveCount(0);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(new URL(entry.name).pathname));
      return { paint, scripts: scripts.length, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
    });
    expect(order.scripts, path).toBeGreaterThan(0);
    // Paint Timing's FCP is when the frame was presented: no script competes with the first view before it.
    expect(order.firstScript, path).toBeGreaterThanOrEqual(order.paint);
  }
});

/**
 * The page's first view is in the HTML (server-rendered by its remote): a fan sees the feed, a statement or
 * the commentators before any script runs; React hydrates that markup, so the same elements become the
 * live page, without a jump, a duplicate, a hydration error or a full page load for an early click.
 */
import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, E2E_BASE_URL } from '../support/env';

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

test('the live page is the first view in place: same position, one feed, no overlay left', async ({ page }) => {
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

/** Console messages and page errors that a hydration mismatch (or any React error) would print. */
function reactErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (error) => seen.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react\.dev\/errors|Minified React error/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** Opens `path` with the shell's scripts held, marks the server's heading, then checks that very node is live. */
async function expectHydrated(page: Page, path: string) {
  const release = await holdShellScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Marks the server's heading with a property only that DOM node carries.
  await page.locator('#receipts-first-view h1').evaluate((heading) => Object.assign(heading, { fromServer: true }));
  release();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  const live = page.getByRole('main').locator('h1');
  await expect(live).toHaveCount(1);
  expect(await live.evaluate((heading) => (heading as HTMLElement & { fromServer?: boolean }).fromServer), path).toBe(true);
  await page.unrouteAll();
}

test('the first view is hydrated, not rendered again: its own elements become the live page, with no hydration error', async ({ page }) => {
  const [first] = await api<Named[]>('content-api/statements/?page=1&per_page=10');
  const errors = reactErrors(page);
  for (const path of ['/', `/statements/${first.id}`, '/commentators']) await expectHydrated(page, path);
  // Signed in (the server renders for the session's cookie): the member's own view hydrates as well.
  const { csrfToken } = (await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string };
  const login = await page.request.post('/api/auth/email/login/', { data: ACCOUNTS.fan, headers: { 'X-CSRFToken': csrfToken } });
  expect(login.ok(), await login.text()).toBe(true);
  for (const path of ['/', `/statements/${first.id}`]) await expectHydrated(page, path);
  expect(errors).toEqual([]);
});

test('a card clicked before the scripts arrive opens its statement once the page is live, without a full page load', async ({ page }) => {
  const [first] = await api<Named[]>('content-api/statements/?page=1&per_page=10');
  const release = await holdShellScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('#receipts-first-view').getByRole('region', { name: 'Statements' }).getByRole('link', { name: first.title! }).click();
  await expect(page).toHaveURL(/\/$/); // held until the page can handle it

  release();
  await expect(page).toHaveURL(new RegExp(`/statements/${first.id}$`));
  await expect(page.getByRole('heading', { name: first.title!, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a link pressed on the first view as the page goes live still opens when released', async ({ page }) => {
  const [first] = await api<Named[]>('content-api/statements/?page=1&per_page=10');
  const release = await holdShellScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const link = page.locator('#receipts-first-view').getByRole('region', { name: 'Statements' }).getByRole('link', { name: first.title! });
  await link.hover();
  await page.mouse.down();

  // The page goes live under the finger: React has hydrated the pressed link, and the shell's frame is up.
  release();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect.poll(() => link.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await page.mouse.up();

  await expect(page).toHaveURL(new RegExp(`/statements/${first.id}$`));
  await expect(page.getByRole('heading', { name: first.title!, level: 1 })).toBeVisible();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
});

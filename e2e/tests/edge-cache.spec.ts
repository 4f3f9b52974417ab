import { expect, test, type Browser, type Page, type Response } from '../support/test';
import { ACCOUNTS, E2E_BASE_URL, EDGE_ORIGIN } from '../support/env';
import { startEdgeProxy, type EdgeProxy } from '../support/edge-proxy';
import { signIn } from '../support/session';

// HAProxy's edge cache (deploy/haproxy.cfg, as `npm run cluster` renders it) in front of the suite's production
// server, in real Chromium: visitors' reads are shared from the cache, a member's never are. Every page here is
// HAProxy's origin; only the set-up post goes to the server itself.

let edge: EdgeProxy;
test.beforeAll(async () => {
  edge = await startEdgeProxy();
});
test.afterAll(async () => {
  await edge?.stop();
});
test.use({ baseURL: EDGE_ORIGIN });

const isApiRead = (response: Response) => response.request().method() === 'GET' && new URL(response.url()).pathname.startsWith('/api/');
const isFeedRead = (response: Response) => {
  const url = new URL(response.url());
  return (
    response.request().method() === 'GET' && url.pathname === '/api/content-api/statements/' && url.searchParams.get('cursor') === 'first'
  );
};

/** A statement by staff (so the fan may vote on it), posted to the server directly: set-up, not what is tested. */
async function postStatement(browser: Browser, title: string): Promise<number> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const { csrfToken } = (await (await context.request.get('/api/csrf/')).json()) as { csrfToken: string };
    const headers = { 'X-CSRFToken': csrfToken };
    expect((await context.request.post('/api/auth/email/login/', { data: ACCOUNTS.staff, headers })).ok()).toBe(true);
    const fresh = (await (await context.request.get('/api/csrf/')).json()) as { csrfToken: string };
    const response = await context.request.post('/api/content-api/statements/', {
      data: { title, body: 'Posted for the edge cache journey.', statement_type: 'opinion', topics: [] },
      headers: { 'X-CSRFToken': fresh.csrfToken },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { id: number }).id;
  } finally {
    await context.close();
  }
}

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
}

/** The statement's upvotes in a feed page's answer, if it is on that page. */
function upvotesIn(page: unknown, id: number): number | undefined {
  const { results } = page as { results: { id: number; votes: { upvotes: number } }[] };
  return results.find((statement) => statement.id === id)?.votes.upvotes;
}

/** From any page, Home in the site's navigation: the feed's first page is read by the browser, not inlined. */
async function goHome(page: Page): Promise<Response> {
  const read = page.waitForResponse(isFeedRead);
  await page.getByRole('link', { name: 'Home' }).first().click();
  return read;
}

test('a member never gets a cached answer: their own vote state shows at once, and visitors see it within 5 s', async ({ browser }) => {
  test.setTimeout(180_000);
  const title = `Edge cache vote ${Date.now()}`;
  const id = await postStatement(browser, title);
  const fan = await (await browser.newContext({ baseURL: EDGE_ORIGIN })).newPage();
  const visitor = await (await browser.newContext({ baseURL: EDGE_ORIGIN })).newPage();
  const fanCard = fan.getByRole('article', { name: title });
  const visitorCard = visitor.getByRole('article', { name: title });

  // Two visitors read the feed in turn: the second gets the first one's answer from HAProxy's cache. It keeps it
  // for s-maxage (2 s, counted in whole seconds): on a busy machine the second click may come too late, so again.
  await expect(async () => {
    await Promise.all([open(fan, `/statements/${id}`), open(visitor, `/statements/${id}`)]);
    expect((await goHome(fan)).ok()).toBe(true);
    expect(await (await goHome(visitor)).headerValue('x-cache')).toBe('HIT');
  }).toPass({ timeout: 60_000 });
  await expect(visitorCard.getByRole('button', { name: 'Upvote 0', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // The first visitor signs in: from now on none of their reads may come from the cache.
  const memberReads: { url: string; cache: string | null }[] = [];
  await signIn(fan, ACCOUNTS.fan);
  fan.on('response', (response) => {
    if (isApiRead(response)) memberReads.push({ url: response.url(), cache: response.headers()['x-cache'] ?? null });
  });
  await open(fan, '/');
  await fanCard.getByRole('button', { name: 'Upvote 0', exact: true }).click();
  await expect(fanCard.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const votedAt = Date.now();

  // A visitor sees the new count within 5 s (the feed's s-maxage plus stale-while-revalidate), each read through the
  // cache; meanwhile the fan opens the statement's page (their vote pressed at once). Judged by when each read
  // started, not by when a busy machine finished it: no read that started 5 s or more after the vote may be stale.
  // The visitor's last read is in the cache now, without the fan's vote state: what the fan would get if HAProxy
  // ever answered a member from it.
  const visitorReads: { startedAfterMs: number; upvotes: number | undefined }[] = [];
  const visitorSeesVote = expect(async () => {
    await open(visitor, `/statements/${id}`);
    const startedAfterMs = Date.now() - votedAt;
    const read = await goHome(visitor);
    visitorReads.push({ startedAfterMs, upvotes: upvotesIn(await read.json(), id) });
    await expect(visitorCard.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'false', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  await Promise.all([visitorSeesVote, open(fan, `/statements/${id}`)]);
  expect(visitorReads.at(-1)?.upvotes).toBe(1);
  expect(visitorReads.filter((read) => read.upvotes !== 1 && read.startedAfterMs >= 5_000)).toEqual([]);
  await expect(fanCard.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The fan's own vote state, at once, however they come back to it: the feed read by the browser (right after the
  // visitor's), the statement's page read by the browser, both reloaded.
  const mine = await goHome(fan);
  expect(await mine.headerValue('x-cache')).toBe('BYPASS');
  await expect(fanCard.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await fanCard.getByRole('link', { name: title }).click();
  await expect(fan).toHaveURL(new RegExp(`/statements/${id}$`));
  await expect(fanCard.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await fan.reload();
  await expect(fanCard.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await open(fan, '/');
  await expect(fanCard.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Not one of the member's reads through HAProxy came from its cache; each went to the server.
  expect(memberReads.length).toBeGreaterThan(0);
  expect(memberReads.filter((read) => read.cache === 'HIT')).toEqual([]);
  expect(memberReads.filter((read) => read.cache !== 'BYPASS')).toEqual([]);
  await fan.context().close();
  await visitor.context().close();
});

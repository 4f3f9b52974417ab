import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ACCOUNTS, E2E_BASE_URL } from '../support/env';
import { verificationLinkFor } from '../support/outbox';

// Account and page security in a real browser against the production build: the page's security headers and CSP, stored
// text that never runs as HTML, links that are never javascript:, and the endpoints a page's <img> must not reach.
// Every spec also fails on any CSP violation the page reports (support/test.ts).

const SCRIPT = '<script>window.__pwned="script"</script>';
const IMG = '<img src=x onerror="window.__pwned=\'img\'">';
const JS_URL = "javascript:window.__pwned='link'";
const evil = (label: string) => `${label} ${SCRIPT} ${IMG} ${JS_URL} https://example.com/x`;
/** What a new account may post (no links in its first day): every markup vector, no http(s) link. */
const evilPost = (label: string) => `${label} ${SCRIPT} ${IMG} ${JS_URL}`;

async function write<T>(api: APIRequestContext, method: 'post' | 'patch', url: string, data: object): Promise<{ status: number; body: T }> {
  const { csrfToken } = (await (await api.get('/api/csrf/')).json()) as { csrfToken: string };
  const response = await api[method](url, { data, headers: { 'X-CSRFToken': csrfToken } });
  return { status: response.status(), body: (await response.json().catch(() => null)) as T };
}

/** Nothing ran, nothing became markup, no link points at javascript:. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(page.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('img[onerror], img[src="x"]')).toHaveCount(0);
  // The template's own inline scripts (theme, early-click holder, loader) are the only ones in the document.
  expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBeLessThanOrEqual(3);
}

test('the page carries a strict CSP (template scripts by hash, no eval) and the security headers', async ({ page, cspViolations }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toMatch(/(^|; )default-src 'self'/);
  expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(/script-src ([^;]*)/.exec(csp)![1]).not.toContain("'unsafe-inline'");
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  });
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  // An inline script the server did not hash is refused by the browser.
  const injected = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = "injected"';
    document.body.appendChild(script);
    return (window as unknown as { __pwned?: string }).__pwned ?? null;
  });
  expect(injected).toBeNull();
  // …and reports it: the one violation this test causes on purpose (every other test must cause none).
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations.every((text) => /script-src/.test(text))).toBe(true);
  cspViolations.splice(0);
});

test('a GET of the test-user endpoint (a photo URL, a link) signs nobody in', async ({ page }) => {
  const response = await page.goto('/api/auth/test-create-user/');
  expect(response!.status()).toBe(404);
  const check = await page.request.get('/api/auth-check/');
  expect((await check.json()).authenticated).toBe(false);
});

test('stored text never runs as HTML: name, statement title, body, prediction choice and comment, rendered in Chromium', async ({
  page,
  cspViolations,
}) => {
  test.setTimeout(120_000);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const api = page.request;
  const email = `xss-${Date.now()}@receipts.test`;
  const registered = await write(api, 'post', '/api/auth/email/register/', { email, password: 'a-long-password', name: evil('Name') });
  expect(registered.status).toBeLessThan(300);
  const link = new URL(await verificationLinkFor(email));
  const token = link.pathname.split('/').pop();
  expect((await api.get(`/api/auth/email/verify/${token}/${link.search}`)).status()).toBeLessThan(300);
  expect((await write(api, 'post', '/api/auth/email/login/', { email, password: 'a-long-password' })).status).toBe(200);

  // A day-old account may not post links yet (moderation's automatic guard against spam from fresh accounts): refused
  // with a message, nothing saved.
  const withLink = await write<{ detail: string }>(api, 'post', '/api/content-api/statements/', {
    title: evil('Title'),
    body: 'Body',
    statement_type: 'opinion',
    topics: [],
  });
  expect([withLink.status, withLink.body.detail]).toEqual([
    403,
    'New accounts cannot post links for their first 24 hours ("https://example.com/x" is a link). Remove the link and try again.',
  ]);

  const opinion = await write<{ id: number }>(api, 'post', '/api/content-api/statements/', {
    title: evilPost('Title'),
    body: evilPost('Body'),
    statement_type: 'opinion',
    topics: [],
  });
  expect(opinion.status, JSON.stringify(opinion.body)).toBeLessThan(300);
  const prediction = await write<{ id: number }>(api, 'post', '/api/content-api/statements/', {
    title: evilPost('Prediction'),
    body: evilPost('Reasoning'),
    statement_type: 'prediction',
    prediction_choice: evilPost('Choice').slice(0, 100),
    topics: [],
  });
  expect(prediction.status, JSON.stringify(prediction.body)).toBeLessThan(300);
  const comment = await write<{ user: { username: string } }>(api, 'post', '/api/content-api/comments/', {
    statement: opinion.body.id,
    text: evilPost('Comment'),
  });
  expect(comment.status, JSON.stringify(comment.body)).toBeLessThan(300);

  const pages = [
    `/opinions/${opinion.body.id}`,
    `/statements/${prediction.body.id}`,
    `/profile/${comment.body.user.username}`,
    '/',
    '/opinions',
    '/predictions',
  ];
  for (const [index, url] of pages.entries()) {
    await page.goto(url);
    await expect(page.locator('#receipts-first-view')).toHaveCount(0);
    // On the pages that surely hold the payloads they show as text: escaped, not dropped (the lists may rank them lower).
    if (index < 3) await expect(page.getByText(SCRIPT).first()).toBeVisible();
    await expectInert(page);
  }
  await page.goto(`/opinions/${opinion.body.id}`);
  await expect(page.getByText(`Comment ${SCRIPT}`).first()).toBeVisible();
  await expect(page.getByText(`Name ${SCRIPT}`).first()).toBeVisible();
  await expectInert(page);
  expect(dialogs).toBe(0);
  expect(cspViolations).toEqual([]);
});

test('stored URLs are http(s) only, on this origin only under /uploads/, and external links open with noopener noreferrer', async ({
  page,
  playwright,
}) => {
  const staff = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  try {
    expect((await write(staff, 'post', '/api/auth/email/login/', ACCOUNTS.staff)).status).toBe(200);
    const list = (await (await staff.get('/api/commentators/')).json()) as {
      slug: string;
      youtube: string | null;
      youtube_videos: unknown[];
    }[];
    // One with external links to show (the demo seed gives some a YouTube channel and videos).
    const slug = (list.find((c) => c.youtube && c.youtube_videos.length > 0) ?? list[0]).slug;
    for (const photo of [
      "javascript:alert('x')",
      'data:image/svg+xml,<svg onload=alert(1)>',
      `${E2E_BASE_URL}/api/auth/test-create-user/`,
      `${E2E_BASE_URL}/api/auth/logout/`,
    ]) {
      const refused = await write<{ detail: string }>(staff, 'patch', `/api/commentators/${slug}/update-photo/`, { photo_url: photo });
      expect(refused.status, photo).toBe(400);
      expect(refused.body.detail).toMatch(/photo URL/);
    }
    await page.goto(`/commentators/${slug}`);
    await expect(page.locator('#receipts-first-view')).toHaveCount(0);
    const external = page.locator('a[target="_blank"]');
    await expect(external.first()).toBeVisible();
    for (const rel of await external.evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''))) {
      expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
    for (const href of await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).protocol))) {
      expect(['http:', 'https:', 'mailto:']).toContain(href);
    }
  } finally {
    await staff.dispose();
  }
});

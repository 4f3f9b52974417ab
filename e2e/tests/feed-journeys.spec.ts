import { expect, test, type APIRequestContext, type Page } from '../support/test';

// The feed remote's everyday journeys in a real browser against the production build and the real API:
// infinite scroll, filters in the URL, and Back that returns to the same pages at the same place.

const statementsList = (page: Page) => page.getByRole('region', { name: 'Statements' }).getByRole('article');

/** The feed as the shell rendered it: the server's first view (an overlay with the same cards) has handed over. */
async function openFeed(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
}

/** The titles the API gives for page 1 of this query: what the page must show. */
async function firstPageTitles(request: APIRequestContext, query: Record<string, string>): Promise<string[]> {
  const search = new URLSearchParams({ ...query, page: '1', per_page: '10' });
  const response = await request.get(`/api/content-api/statements/?${search}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { title: string }[]).map((statement) => statement.title);
}

async function titlesShown(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Statements' }).getByRole('heading', { level: 3 }).allInnerTexts();
}

test('scrolling to the end loads page 2; Back from a statement returns to both pages at the same place', async ({ page }) => {
  const pageRequests: string[] = [];
  page.on('request', (request) => {
    if (/content-api\/statements\/\?.*per_page=10/.test(request.url())) pageRequests.push(request.url());
  });
  await openFeed(page);
  await expect(statementsList(page)).toHaveCount(10);

  await statementsList(page).nth(9).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(statementsList(page)).toHaveCount(20);
  // Page 2 by the cursor page 1's answer named (keyset paging).
  expect(pageRequests.filter((url) => /[?&]cursor=(?!first\b)/.test(url))).toHaveLength(1);

  const target = statementsList(page).nth(14);
  await target.scrollIntoViewIfNeeded();
  const title = await target.getByRole('heading', { level: 3 }).innerText();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(500);

  await target.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const before = pageRequests.length;
  await page.goBack();
  await expect(statementsList(page)).toHaveCount(20);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolledTo + 5);
  // By position, not title: the demo seed has statements with the same title.
  await expect(statementsList(page).nth(14)).toBeInViewport();
  expect(pageRequests.slice(before), 'Back needs no feed request').toEqual([]);
});

test('a filter is in the URL: it survives a reload and Back from a statement', async ({ page, request }) => {
  const expected = await firstPageTitles(request, { league: 'NBA' });
  expect(expected.length).toBeGreaterThan(0);

  await openFeed(page);
  await expect(statementsList(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'League' }).selectOption('NBA');
  await expect(page).toHaveURL(/\/\?league=NBA$/);
  await expect.poll(() => titlesShown(page)).toEqual(expected);

  await page.reload();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'League' })).toHaveValue('NBA');
  await expect.poll(() => titlesShown(page)).toEqual(expected);

  await page.getByRole('region', { name: 'Statements' }).getByRole('link', { name: expected[0], exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: expected[0] })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/\?league=NBA$/);
  await expect(page.getByRole('combobox', { name: 'League' })).toHaveValue('NBA');
  await expect.poll(() => titlesShown(page)).toEqual(expected);
});

test('the /predictions tab is in the URL and survives a reload', async ({ page, request }) => {
  const expected = await firstPageTitles(request, { type: 'prediction', outcome: 'pending' });
  await page.goto('/predictions');
  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\/predictions\?tab=pending$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => titlesShown(page)).toEqual(expected);
});

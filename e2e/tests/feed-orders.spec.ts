import { expect, test, type APIRequestContext, type Page } from '../support/test';

// The feed's order (Hot / New / Top and Top's window) lives in the URL: a reload and Back from a statement
// keep it, and the server's first view already shows that order.

const feedRegion = (page: Page) => page.getByRole('region', { name: 'Statements' });
const titlesShown = (page: Page) => feedRegion(page).getByRole('heading', { level: 3 }).allInnerTexts();

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The titles the API gives for the first page of this order: what the page must show. */
async function firstPageTitles(request: APIRequestContext, query: Record<string, string>): Promise<string[]> {
  const search = new URLSearchParams({ ...query, cursor: 'first', per_page: '10' });
  const response = await request.get(`/api/content-api/statements/?${search}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: { title: string }[] }).results.map((statement) => statement.title);
}

test('Top + This week is in the URL: it survives a reload and Back from a statement', async ({ page, request }) => {
  const expected = await firstPageTitles(request, { sort_by: 'top', window: 'week' });
  const newest = await firstPageTitles(request, {});
  expect(expected.length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'New' })).toBeChecked();
  await expect.poll(() => titlesShown(page)).toEqual(newest);

  await page.getByRole('radio', { name: 'Top' }).check();
  await page.getByRole('combobox', { name: 'Top of' }).selectOption('week');
  await expect(page).toHaveURL(/\/\?sort=top$/); // This week is Top's default: no window in the URL
  await page.getByRole('combobox', { name: 'Top of' }).selectOption('month');
  await expect(page).toHaveURL(/\/\?sort=top&window=month$/);
  await page.getByRole('combobox', { name: 'Top of' }).selectOption('week');
  await expect(page).toHaveURL(/\/\?sort=top$/);
  await expect.poll(() => titlesShown(page)).toEqual(expected);
  // The control fits the phone: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The server's first view already shows Top of the week, in that order (the inlined first page is that order's).
  const html = await (await request.get('/?sort=top')).text();
  const firstView = html.slice(html.indexOf('id="receipts-first-view"'));
  expect(firstView.length).toBeLessThan(html.length);
  const at = expected.slice(0, 3).map((title) => firstView.indexOf(`>${escapeHtml(title)}<`));
  expect(at.every((index) => index > 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);

  await page.reload();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Top' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Top of' })).toHaveValue('week');
  await expect.poll(() => titlesShown(page)).toEqual(expected);

  await feedRegion(page).getByRole('link', { name: expected[0], exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: expected[0] })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/\?sort=top$/);
  await expect(page.getByRole('radio', { name: 'Top' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Top of' })).toHaveValue('week');
  await expect.poll(() => titlesShown(page)).toEqual(expected);
});

test('Top of the month, from a link: the first view, the reload and Back keep it', async ({ page, request }) => {
  const expected = await firstPageTitles(request, { sort_by: 'top', window: 'month' });
  await page.goto('/?sort=top&window=month');
  await expect(page.getByRole('radio', { name: 'Top' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Top of' })).toHaveValue('month');
  await expect.poll(() => titlesShown(page)).toEqual(expected);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Top of' })).toHaveValue('month');
  await expect.poll(() => titlesShown(page)).toEqual(expected);
  await feedRegion(page).getByRole('link', { name: expected[0], exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: expected[0] })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/\?sort=top&window=month$/);
  await expect(page.getByRole('combobox', { name: 'Top of' })).toHaveValue('month');
  await expect.poll(() => titlesShown(page)).toEqual(expected);
});

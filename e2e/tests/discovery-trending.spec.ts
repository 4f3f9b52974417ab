import { expect, test, type Locator, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// Trending and insights in a real browser against the production build and the real API: a new hot take with votes is
// on /trending at once, and /insights shows its sections from the demo seed.

/** A write through the API as the page's signed-in user (set-up, not what is tested). */
async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const { csrfToken } = (await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string };
  const response = await page.request.post(url, { data, headers: { 'X-CSRFToken': csrfToken } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string, ready: (page: Page) => Locator) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(ready(page)).toBeVisible();
}

test('a new hot take with votes appears on /trending, in Hot Takes and All, today and this week', async ({ page, browser }) => {
  await signIn(page, ACCOUNTS.fan);
  const title = `Trending journey take ${Date.now()}`;
  const { id } = await post<{ id: number }>(page, '/api/content-api/statements/', {
    title,
    body: 'Posted by the trending journey.',
    statement_type: 'opinion',
    is_hot_take: true,
    topics: [],
  });
  await post(page, '/api/content-api/votes/toggle/', { statement_id: id, vote_type: 'upvote' });
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, ACCOUNTS.staff);
  await post(staffPage, '/api/content-api/votes/toggle/', { statement_id: id, vote_type: 'upvote' });
  await staff.close();

  await open(page, '/trending?tab=hot-takes', (p) => p.getByRole('heading', { level: 1, name: 'Trending Predictions' }));
  await expect(page.getByRole('tab', { name: 'Hot Takes' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Upvote 2' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: 'This week' }).click();
  await expect(page).toHaveURL(/\/trending\?tab=hot-takes&window=week$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.getByRole('tab', { name: 'Predictions' }).click();
  await expect(page).toHaveURL(/\/trending\?window=week$/);
  await expect(
    page
      .getByRole('article')
      .first()
      .or(page.getByText(/^No predictions posted in the last 7 days yet/)),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('/insights shows every section with what it is based on, from the demo data', async ({ page }) => {
  await open(page, '/insights', (p) => p.getByRole('heading', { level: 1, name: 'Prediction Insights' }));
  for (const name of [
    'Community accuracy by league',
    'Community accuracy by topic',
    'Community calibration',
    'Most contested pending predictions',
    'Upcoming: the next 7 days',
    'Sharpest analysts this month',
  ]) {
    const section = page.getByRole('region', { name, exact: true });
    await expect(section, name).toBeVisible();
    await expect(section.getByText(/^Based on \d[\d,]* /)).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /^Community accuracy by league: / })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Community calibration, stated vs\. observed hit rate: / })).toBeVisible();
  await page.getByText('Calibration as a table').click();
  await expect(page.getByRole('table', { name: 'Community calibration' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Sharpest analysts this month' })
    .getByRole('link', { name: 'See the 30-day leaderboard' })
    .click();
  await expect(page).toHaveURL(/\/leaderboards\?board=fans&window=30d$/);
  await expect(page.getByRole('tab', { name: 'Last 30 days' })).toHaveAttribute('aria-selected', 'true');
});

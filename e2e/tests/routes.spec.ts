import { expect, test } from '../support/test';

const HEADINGS: [string, string | RegExp][] = [
  ['/trending', 'Trending Predictions'],
  ['/leaderboards', 'Leaderboards'],
  ['/insights', 'Prediction Insights'],
  ['/predictions', 'Predictions'],
  ['/opinions', 'Hot Takes & Opinions'],
  ['/predictions/new', 'Make a Prediction'],
  ['/create-opinion', 'Share Your Take'],
  ['/commentators', 'Commentators'],
  ['/podcasts', 'Podcasts'],
  ['/shows', 'TV Shows'],
  ['/about', /About/],
  ['/search?q=halloran', 'Search'],
];

test('the home page lists seeded statements from the API through the feed remote', async ({ page, request }) => {
  // The feed's first page (declared in mfe-feed/src/first-data.json, so in its manifest); the server answers it into the page itself.
  const statements = (await (await request.get('/api/content-api/statements/?page=1&per_page=10')).json()) as { title: string }[];
  expect(statements.length).toBeGreaterThan(0);
  await page.goto('/');
  await expect(page.getByText(statements[0].title).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('the commentators directory lists seeded commentators', async ({ page, request }) => {
  const commentators = (await (await request.get('/api/commentators/?sort=popular')).json()) as { name: string }[];
  expect(commentators.length).toBeGreaterThanOrEqual(30);
  await page.goto('/commentators');
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
  await expect(page.getByText(commentators[0].name).first()).toBeVisible();
});

for (const [path, heading] of HEADINGS) {
  test(`${path} renders through the shell`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/definitely/not/a/page');
  await expect(page).toHaveURL(/\/$/);
});

import { expect, test, type Page } from '../support/test';

// Search in a real browser against the production build and the real API (demo seed: the commentator
// Brett Halloran). The suggestion code loads on the box's first focus; Enter opens the highlighted suggestion, or
// the results page when none is highlighted.

/** The app itself, not the server's first view over it (not interactive until the shell takes over). */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test("typing a commentator's misspelled name in the top bar offers them, and Enter opens their page", async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  await openHome(page);
  const before = chunks.length;
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('halloren', { delay: 40 });
  // The suggestions' own chunk arrived with the first focus, not with the page.
  expect(chunks.length).toBeGreaterThan(before);

  const option = suggestions(page).getByRole('option', { name: /Brett Halloran/ });
  await expect(option).toBeVisible();
  await expect(suggestions(page).getByRole('group', { name: 'Commentators' })).toContainText('Brett Halloran');
  for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/commentators\/brett-halloran$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brett Halloran' })).toBeVisible();
});

test('Enter with nothing highlighted opens the results page: tabs per kind, matched words highlighted', async ({ page, request }) => {
  await openHome(page);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.fill('halloran');
  await expect(suggestions(page).getByRole('option', { name: /Brett Halloran/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=halloran$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Result kinds' }).getByRole('tab')).toHaveText([
    'All',
    'Commentators',
    'Podcasts',
    'Shows',
    'People',
    'Takes',
  ]);
  // (The sidebar has a Commentators region too: look in the results.)
  const commentators = page.getByRole('tabpanel').getByRole('region', { name: 'Commentators' });
  await expect(commentators.getByRole('link', { name: 'Brett Halloran' })).toBeVisible();
  await expect(commentators.locator('mark').first()).toHaveText('Halloran');

  await page.getByRole('tab', { name: 'Commentators' }).click();
  await expect(page).toHaveURL(/\/search\?q=halloran&tab=commentators$/);
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Brett Halloran' })).toBeVisible();

  // Takes: a word of a seeded statement's title, found by the full-text search and marked on the Takes tab.
  const [statement] = (await (await request.get('/api/content-api/statements/?per_page=1')).json()) as { title: string }[];
  const word = statement.title
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}]/gu, ''))
    .sort((a, b) => b.length - a.length)[0];
  await page.goto(`/search?q=${encodeURIComponent(word)}&tab=takes`);
  const takes = page.getByRole('tabpanel');
  await expect(takes.getByRole('link').first()).toBeVisible();
  await expect(takes.locator('mark').first()).toHaveText(new RegExp(`^${word.slice(0, 4)}`, 'i'));
});

test('on a small screen the search opens as a full-width overlay that suggests too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await openHome(page);
    await page.getByRole('button', { name: 'Open search' }).click();
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    const overlay = page.locator('.rc-search-overlay');
    expect((await overlay.boundingBox())?.width).toBe(390);
    await box.pressSequentially('hardwood', { delay: 30 });
    await expect(
      suggestions(page)
        .getByRole('option', { name: /Hardwood/ })
        .first(),
    ).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=hardwood$/);
    await expect(overlay).toHaveCount(0);
  } finally {
    await context.close();
  }
});

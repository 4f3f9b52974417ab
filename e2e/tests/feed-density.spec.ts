import { expect, test } from '../support/test';

// On a 390×844 phone at least three cards start within the first screen of `/`; a card is one link target
// (its title, not underlined link-blue), and predictions show how the crowd leans and where the call stands.

test.use({ viewport: { width: 390, height: 844 } });

test('three statement cards start within a phone’s first screen, and a card opens its statement', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.__RECEIPTS_RUNTIME__?.mfe_feed));
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  const tops = await cards.evaluateAll((articles) => articles.slice(0, 3).map((article) => article.getBoundingClientRect().top));
  expect(tops).toHaveLength(3);
  for (const top of tops) expect(top).toBeLessThan(844);

  const first = cards.first();
  const title = first.getByRole('heading', { level: 3 }).getByRole('link');
  expect(await title.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
  const name = (await title.textContent())!.trim();
  // A click on the card's body, away from the title and the buttons, opens the statement (the title's link covers
  // the card, so the mouse is aimed at the body's place rather than at the paragraph itself).
  const box = (await first.locator('p').first().boundingBox())!;
  await page.mouse.click(box.x + 5, box.y + 5);
  await expect(page).toHaveURL(/\/statements\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('an open prediction shows its upvote share and the time to its lock', async ({ page }) => {
  await page.goto('/predictions');
  const pulse = page.getByRole('main').getByRole('meter', { name: 'Share of upvotes' }).first();
  await expect(pulse).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/^\d{1,3}% upvoted$/)
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/^Locks in \d+ (minute|hour|day|month)s?$/)
      .first(),
  ).toBeVisible();
});

test('a resolved prediction says how it did in plain words, and links the maths', async ({ page }) => {
  await page.goto('/predictions?tab=resolved');
  const verdict = page
    .getByRole('main')
    .getByText(/^\d{2,3}% sure and (right|wrong): (better|worse) than a coin flip ·/)
    .first();
  await expect(verdict).toBeVisible();
  await expect(page.getByRole('main').getByText(/Brier/)).toHaveCount(0);
  await verdict.getByRole('link', { name: 'How scoring works' }).click();
  await expect(page).toHaveURL(/\/how-scoring-works$/);
  await expect(page.getByRole('heading', { level: 2, name: 'The words on the cards' })).toBeVisible();
});

test('the leaderboards fit a phone: rank, name, accuracy and resolved without sideways scrolling, the rest folded', async ({ page }) => {
  for (const [path, name] of [
    ['/leaderboards', 'Ranked commentators'],
    ['/leaderboards?board=fans', 'Ranked analysts'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name });
    await expect(table).toBeVisible();
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText(['Rank', name === 'Ranked analysts' ? 'Analyst' : 'Commentator', 'Accuracy', 'Resolved']);
    for (const header of await headers.all()) {
      const box = (await header.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const scroller = table.locator('xpath=..');
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expect(table.getByRole('rowheader').first()).toContainText(/Streak \d+/);
  }
});

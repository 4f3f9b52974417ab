import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';

// A fan reads a statement about a team and a player, taps the team's chip and lands on the feed of that team: it
// says what it is filtered by, shows only that team's statements and can be cleared. Real build, real API, real seed.

const PHONE = { width: 390, height: 844 };

interface Posted {
  id: number;
}

/** A prediction about the Oilers and McDavid, posted by the development member through the real API (set-up). */
async function postAboutOilers(request: APIRequestContext, title: string): Promise<Posted> {
  const csrf = async () => ((await (await request.get('/api/csrf/')).json()) as { csrfToken: string }).csrfToken;
  const login = await request.post('/api/auth/email/login/', { data: ACCOUNTS.fan, headers: { 'X-CSRFToken': await csrf() } });
  expect(login.ok(), await login.text()).toBe(true);
  const response = await request.post('/api/content-api/statements/', {
    data: {
      title,
      body: 'Posted by the statement chips journey.',
      statement_type: 'prediction',
      prediction_choice: 'Wins the Hart',
      league: 'NHL',
      team_a: 'nhl-oilers',
      player: 'nhl-connor-mcdavid',
      topics: ['awards'],
    },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Posted;
}

/** Waits until the page itself, not the server's first view over it, is on screen. */
async function settled(page: Page) {
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
}

test('on a phone, a statement’s team chip opens the feed of that team, which says so and clears', async ({ browser, request }) => {
  const title = `McDavid wins the Hart ${Date.now()}`;
  const { id } = await postAboutOilers(request, title);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await page.goto(`/statements/${id}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const chips = page.getByRole('main').getByRole('list', { name: 'About' }).first();
    await expect(chips.getByRole('link')).toHaveText(['League: NHL', 'Team: Edmonton Oilers', 'Player: Connor McDavid']);
    // A thumb's target on a phone.
    for (const link of await chips.getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
      expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
    }

    await chips.getByRole('link', { name: 'Team: Edmonton Oilers' }).tap();
    await expect(page).toHaveURL(/\/\?team=nhl-oilers$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('group', { name: 'Active filters' })).toContainText('Filtered by Team: Edmonton Oilers');
    const cards = main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Every statement listed is about the Oilers, and the one just posted is among them.
    const count = await cards.count();
    for (let i = 0; i < count; i++) await expect(cards.nth(i).getByRole('link', { name: 'Team: Edmonton Oilers' })).toHaveCount(1);
    const api = (await (await request.get('/api/content-api/statements/?team=nhl-oilers&per_page=50')).json()) as { title: string }[];
    expect(api.map((statement) => statement.title)).toContain(title);
    expect(count).toBe(Math.min(api.length, 10));

    await main.getByRole('button', { name: 'Clear filters' }).tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(main.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
    await expect(
      main
        .getByRole('article')
        .filter({ hasNot: page.getByRole('link', { name: 'Team: Edmonton Oilers' }) })
        .first(),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a card’s player chip opens the feed of that player, and a shared link to it reads the same after a reload', async ({
  page,
  request,
}) => {
  const title = `McDavid scores 60 ${Date.now()}`;
  await postAboutOilers(request, title);
  await page.goto('/?sort=new');
  await settled(page);
  const card = page.getByRole('main').getByRole('article', { name: title });
  await card.getByRole('link', { name: 'Player: Connor McDavid' }).click();
  await expect(page).toHaveURL(/\/\?player=nhl-connor-mcdavid$/);
  const active = page.getByRole('main').getByRole('group', { name: 'Active filters' });
  await expect(active).toContainText('Filtered by Player: Connor McDavid');
  await expect(page.getByRole('main').getByRole('article', { name: title })).toBeVisible();

  await page.reload();
  await settled(page);
  await expect(active).toContainText('Filtered by Player: Connor McDavid');
  await expect(page.getByRole('main').getByRole('article', { name: title })).toBeVisible();
});

test('a link to an unknown team says so and offers to clear it', async ({ page }) => {
  await page.goto('/?team=nfl-nowhere');
  await settled(page);
  const main = page.getByRole('main');
  await expect(main.getByText('There is no such team or player to filter by. Clear the filters to see everything.')).toBeVisible();
  await main.getByRole('button', { name: 'Clear filters' }).click();
  await expect(main.getByRole('article').first()).toBeVisible();
});

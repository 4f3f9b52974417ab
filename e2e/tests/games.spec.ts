import { expect, test, type Locator, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// Games in a real browser against the production build and the real API: a fan picks a scheduled game from the
// create form, staff enter the final score on their games screen, and the fan's card shows CORRECT.

interface Game {
  id: number;
  starts_at: string;
}

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string, ready: (page: Page) => Locator) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(ready(page)).toBeVisible();
}

async function csrfOf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string }).csrfToken;
}

test('a fan picks a game from the create form; staff enter the final score; the fan’s card shows CORRECT', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Set-up (not what is tested): staff put a game on the schedule for tonight. MLB: the demo schedule has none now.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, ACCOUNTS.staff);
  const created = await staff.request.post('/api/games/', {
    data: {
      league: 'MLB',
      home_team: 'mlb-yankees',
      away_team: 'mlb-cubs',
      starts_at: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      venue: `Journey Park ${Date.now()}`,
    },
    headers: { 'X-CSRFToken': await csrfOf(staff) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as Game;

  // The fan builds the pick in the create form: league, game, kind, side, line.
  await signIn(page, ACCOUNTS.fan);
  await open(page, '/predictions/new', (p) => p.getByRole('heading', { level: 1, name: 'Make a Prediction' }));
  const title = `Yankees cover tonight ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Their bullpen is rested.');
  await page.getByRole('combobox', { name: 'League' }).selectOption('MLB');
  const gameSelect = page.getByRole('combobox', { name: 'Game' });
  await expect(gameSelect.getByRole('option', { name: /^Cubs @ Yankees · / })).toHaveCount(1);
  await gameSelect.selectOption(String(game.id));
  await page.getByRole('combobox', { name: 'Pick' }).selectOption('spread');
  await page.getByRole('combobox', { name: 'Side' }).selectOption({ label: 'Yankees' });
  await page.getByRole('spinbutton', { name: /Line/ }).fill('-1.5');
  await expect(page.getByRole('textbox', { name: 'Prediction Choice' })).toHaveValue('Yankees −1.5');
  await page.getByRole('button', { name: 'Create Prediction' }).click();
  await expect(page.getByText('Prediction shared successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/statements\/\d+$/);
  const statementUrl = new URL(page.url()).pathname;
  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('link', { name: 'Cubs @ Yankees · Yankees −1.5' })).toHaveAttribute('href', `/games/${game.id}`);
  await expect(card.getByText('PENDING')).toBeVisible();

  // The game's page lists the pick and the community's split.
  await card.getByRole('link', { name: 'Cubs @ Yankees · Yankees −1.5' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cubs @ Yankees' })).toBeVisible();
  await expect(page.getByText('100% Yankees')).toBeVisible();
  await expect(page.getByRole('link', { name: /Yankees −1.5/ })).toHaveAttribute('href', statementUrl);

  // First pitch came early (set-up: staff move the start to a minute ago), so the game is over before tonight.
  const moved = await staff.request.patch(`/api/games/${game.id}/`, {
    data: { starts_at: new Date(Date.now() - 60_000).toISOString() },
    headers: { 'X-CSRFToken': await csrfOf(staff) },
  });
  expect(moved.ok(), await moved.text()).toBe(true);

  // Staff enter the final score on their screen: Yankees 6, Cubs 2 (Yankees by 4 cover −1.5).
  await open(staff, '/admin/games', (p) => p.getByRole('heading', { level: 1, name: 'Game results' }));
  await staff.getByRole('combobox', { name: 'League' }).selectOption('MLB');
  const form = staff.getByRole('form', { name: 'Final score of Cubs @ Yankees' });
  await form.getByRole('spinbutton', { name: 'Cubs (away)' }).fill('2');
  await form.getByRole('spinbutton', { name: 'Yankees (home)' }).fill('6');
  await form.getByRole('button', { name: 'Save final score' }).click();
  await expect(
    staff.getByRole('form', { name: 'Final score of Cubs @ Yankees' }).getByRole('button', { name: 'Correct score' }),
  ).toBeVisible();
  await staffContext.close();

  // The fan's card shows the result.
  await open(page, statementUrl, (p) => p.getByRole('heading', { level: 1, name: title }));
  const graded = page.getByRole('article', { name: title });
  await expect(graded.getByText('CORRECT', { exact: true }).first()).toBeVisible();
  await expect(graded.getByText(/Final 2–6/)).toBeVisible();
});

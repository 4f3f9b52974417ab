import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { ACCOUNTS, ROOT } from '../support/env';
import { recordRequests, signIn } from '../support/session';

// The track record in a real browser against the production build and the real API: staff resolve a locked prediction,
// and the author's track record and the leaderboard follow; a member never sees (nor downloads) the Resolve panel.

interface Posted {
  id: number;
  is_locked: boolean;
  user: { username: string };
}

interface TrackRecord {
  summary: { resolved: number; hits: number };
  rank: number | null;
  min_resolved: number;
}

/** Today in the API's default TRACK_RECORD_TIME_ZONE (UTC): a prediction for today is locked at once. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Posts a prediction for today through the API as the page's signed-in user (set-up, not what is tested). */
async function postLockedPrediction(page: Page, title: string): Promise<Posted> {
  const { csrfToken } = (await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/content-api/statements/', {
    data: {
      title,
      body: 'Posted by the track record journey.',
      statement_type: 'prediction',
      topics: [],
      prediction_choice: 'Home side',
      confidence_level: 8,
      event_date: todayUtc(),
    },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const posted = (await response.json()) as Posted;
  expect(posted.is_locked).toBe(true);
  return posted;
}

async function recordOf(api: APIRequestContext, username: string): Promise<TrackRecord> {
  const response = await api.get(`/api/users/${encodeURIComponent(username)}/record/`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TrackRecord;
}

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string, ready: (page: Page) => Locator) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(ready(page)).toBeVisible();
}

const trackRecord = (page: Page) => page.getByRole('region', { name: 'Track record' });
const statValue = (card: Locator, term: string) =>
  card
    .locator('.track-record-stat')
    .filter({ has: card.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

/** The built mfe-feed files holding the Resolve panel's code (its form's label is nowhere else). */
function resolveChunks(): string[] {
  const dist = path.join(ROOT, 'mfe-feed', 'dist');
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dist, file), 'utf8').includes('Set the outcome'));
}

test('staff resolve a locked prediction: the audit trail, the author’s track record and the leaderboard follow', async ({
  page,
  browser,
}) => {
  await signIn(page, ACCOUNTS.fan);
  const title = `Track record journey ${Date.now()}`;
  const {
    id,
    user: { username },
  } = await postLockedPrediction(page, title);
  const before = await recordOf(page.request, username);

  await open(page, `/profile/${username}`, trackRecord);
  const card = trackRecord(page);
  if (before.summary.resolved === 0) await expect(card.getByText(/^No resolved predictions yet\./)).toBeVisible();
  else await expect(statValue(card, 'Resolved')).toHaveText(String(before.summary.resolved));

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  const chunks = resolveChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const staffUrls = recordRequests(staffPage);
  await signIn(staffPage, ACCOUNTS.staff);
  await open(staffPage, `/statements/${id}`, (p) => p.getByRole('region', { name: 'Resolve' }));
  const panel = staffPage.getByRole('region', { name: 'Resolve' });
  expect(staffUrls.filter((url) => chunks.some((chunk) => url.endsWith(`/${chunk}`)))).not.toEqual([]);
  await expect(panel.getByText('No outcome changes yet.')).toBeVisible();
  await panel.getByRole('radio', { name: 'Correct', exact: true }).check();
  await panel.getByRole('textbox', { name: 'Notes' }).fill('Called it on the day.');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toContainText('Outcome saved.');
  const entry = panel.getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Pending → Correct');
  await expect(entry).toContainText('Sam Staff');
  await expect(entry).toContainText('Called it on the day.');
  await staff.close();

  const after = await recordOf(page.request, username);
  expect(after.summary.resolved).toBe(before.summary.resolved + 1);
  expect(after.summary.hits).toBe(before.summary.hits + 1);

  await open(page, `/profile/${username}`, trackRecord);
  await expect(statValue(card, 'Resolved')).toHaveText(String(after.summary.resolved));
  await expect(statValue(card, 'Rank')).toHaveText(
    after.rank === null ? `Not ranked yet — ${after.summary.resolved} of ${after.min_resolved} resolved` : `#${after.rank}`,
  );
  await expect(card.getByRole('img', { name: /^Calibration, stated vs\. observed hit rate: / })).toBeVisible();

  await open(page, '/leaderboards?board=fans', (p) => p.getByRole('heading', { level: 1, name: 'Leaderboards' }));
  await expect(page.getByText(`Minimum ${after.min_resolved} resolved predictions`)).toBeVisible();
  if (after.rank === null) {
    const standing = page.getByRole('region', { name: 'Your standing' });
    await expect(standing).toContainText(`Not ranked yet — ${after.summary.resolved} of ${after.min_resolved} resolved`);
  } else {
    const own = page.locator('tr[aria-current="true"]');
    await expect(own.getByRole('cell').first()).toHaveText(String(after.rank));
    await expect(own.getByRole('cell').nth(2)).toHaveText(String(after.summary.resolved));
  }
});

test('a member on a prediction’s detail page sees no Resolve panel and never requests its code', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const title = `No resolve for members ${Date.now()}`;
  const { id } = await postLockedPrediction(page, title);
  await open(page, `/statements/${id}`, (p) => p.getByRole('article', { name: title }));
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('region', { name: 'Resolve' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Correct', exact: true })).toHaveCount(0);
  const chunks = resolveChunks();
  expect(chunks.length).toBeGreaterThan(0);
  expect(urls.filter((url) => chunks.some((chunk) => url.endsWith(`/${chunk}`)))).toEqual([]);
  expect(urls.filter((url) => new URL(url).pathname.endsWith('/outcome/'))).toEqual([]);
});

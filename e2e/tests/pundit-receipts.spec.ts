import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// Receipts for pundits in a real browser against the production build and the real API: a member posts a receipt of
// what a ranked commentator said, three brand-new members confirm its source (kept, not counted: no standing yet),
// staff verify and resolve it, and the commentator's page and the Commentators tab of /leaderboards count it.

interface PunditRecord {
  summary: { resolved: number; correct: number };
}
interface Board {
  rows: { rank: number; resolved: number; pundit: { slug: string; name: string } }[];
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

async function json<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string, ready: (page: Page) => Locator) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(ready(page)).toBeVisible();
}

/** A new member, registered through the API and signed in, in a browser context of their own. */
async function newMember(browser: Browser, n: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `checker-${n}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@receipts.test`;
  const password = 'a-checker-password';
  const { csrfToken } = (await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string };
  const registered = await page.request.post('/api/auth/email/register/', {
    data: { email, password, name: `Checker ${n}` },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, { email, password });
  return { page, close: () => context.close() };
}

const statValue = (card: Locator, term: string) => card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=../dd');

test('a receipt of what a commentator said: posted, checked by three new members (not counted), verified and resolved by staff, counted on their page and board', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A commentator the demo seed already ranks, so the Commentators tab shows the change.
  const board = await json<Board>(page.request, '/api/leaderboards/?scope=commentators');
  expect(board.rows.length).toBeGreaterThan(0);
  const { slug, name } = board.rows[0].pundit;
  const before = await json<PunditRecord>(page.request, `/api/commentators/${slug}/record/`);

  // The member posts it through the create form's "Said by".
  await signIn(page, ACCOUNTS.fan);
  await open(page, '/predictions/new', (p) => p.getByRole('heading', { level: 1, name: 'Make a Prediction' }));
  const title = `${name} called it ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('Said on air, source linked.');
  await page.getByRole('textbox', { name: 'Prediction Choice' }).fill('Home side');
  await page.getByLabel('Event Date').fill(todayUtc());
  await page.getByRole('searchbox', { name: 'Who said it?' }).fill(name.split(' ')[0]);
  await page
    .getByRole('list', { name: 'People and shows found' })
    .getByRole('button', { name: new RegExp(`^${name} · Commentator$`) })
    .click();
  await page.getByRole('textbox', { name: 'Source link' }).fill('ftp://example.com/not-a-web-link');
  await page.getByLabel('Date said').fill(todayUtc());
  await page.getByRole('button', { name: 'Create Prediction' }).click();
  await expect(page.getByRole('textbox', { name: 'Source link' })).toHaveAccessibleDescription(
    'Give the source as an http:// or https:// link.',
  );
  await page.getByRole('textbox', { name: 'Source link' }).fill('https://example.com/receipts/e2e-clip');
  await page.getByRole('button', { name: 'Create Prediction' }).click();
  await expect(page.getByText('Prediction shared successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/statements\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/commentators/${slug}`);
  const source = card.getByRole('link', { name: 'Source' });
  await expect(source).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(card.getByText('Source unconfirmed')).toBeVisible();
  await expect(page.getByText('Other members check the source of the receipts you post.')).toBeVisible();

  // Three new members confirm its source: their checks are kept, but new accounts have no standing yet, so they
  // move nothing.
  for (const n of [1, 2, 3]) {
    const member = await newMember(browser, n);
    await open(member.page, `/statements/${id}`, (p) => p.getByRole('region', { name: 'Source check' }));
    const check = member.page.getByRole('region', { name: 'Source check' });
    await check.getByRole('button', { name: 'Confirm source' }).click();
    await expect(check.getByRole('status')).toContainText('it does not count yet');
    await expect(check.getByText('0 confirmed · 0 disputed')).toBeVisible();
    await expect(
      check.getByText(`${n} more ${n === 1 ? 'check' : 'checks'} from newer accounts, not counted`, { exact: false }),
    ).toBeVisible();
    await expect(check.getByRole('button', { name: 'Confirm source' })).toHaveAttribute('aria-pressed', 'true');
    await expect(member.page.getByRole('article', { name: title }).getByText('Source unconfirmed')).toBeVisible();
    await member.close();
  }

  // Staff resolve it.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, ACCOUNTS.staff);
  await open(staffPage, `/statements/${id}`, (p) => p.getByRole('region', { name: 'Resolve' }));
  // Staff verify the source (staff always count), so the receipt counts in the record.
  await staffPage.getByRole('region', { name: 'Source check' }).getByRole('button', { name: 'Mark source verified' }).click();
  await expect(staffPage.getByRole('article', { name: title }).getByText('Source confirmed')).toBeVisible();
  const panel = staffPage.getByRole('region', { name: 'Resolve' });
  await panel.getByRole('radio', { name: 'Correct', exact: true }).check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByRole('status')).toContainText('Outcome saved.');
  await staff.close();

  const after = await json<PunditRecord>(page.request, `/api/commentators/${slug}/record/`);
  expect(after.summary.resolved).toBe(before.summary.resolved + 1);
  expect(after.summary.correct).toBe(before.summary.correct + 1);

  // The commentator's page: the record card counts it, and the receipt is listed.
  await open(page, `/commentators/${slug}`, (p) => p.getByRole('region', { name: 'Track record' }));
  const record = page.getByRole('region', { name: 'Track record' });
  await expect(statValue(record, 'Resolved')).toHaveText(String(after.summary.resolved));
  await expect(statValue(record, 'Correct')).toHaveText(String(after.summary.correct));
  await expect(page.getByRole('region', { name: 'Receipts' }).getByRole('link', { name: title })).toBeVisible();

  // The Commentators tab, first on /leaderboards.
  await open(page, '/leaderboards', (p) => p.getByRole('table', { name: 'Ranked commentators' }));
  await expect(page.getByRole('tab', { name: 'Commentators' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(after.summary.resolved));
  await page.getByRole('tab', { name: 'Fans' }).click();
  await expect(page).toHaveURL(/\/leaderboards\?board=fans$/);
  await expect(page.getByText(/resolved predictions/).first()).toBeVisible();
});

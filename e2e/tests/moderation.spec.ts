import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { recordRequests, signIn } from '../support/session';

// A member reports a statement, staff hide it from /moderation (the staff-only remote), the reporting
// member no longer sees it anywhere and its author sees why. Real Chromium, the production build, the real API.

const MODERATION_FILES = /mfe-admin-moderation/;

async function csrf(api: APIRequestContext): Promise<string> {
  return ((await (await api.get('/api/csrf/')).json()) as { csrfToken: string }).csrfToken;
}

/** A second member (the development sign-in's shared test account), signed in in its own browser context. */
async function signInTestMember(page: Page) {
  await page.goto('/');
  const response = await page.request.post('/api/auth/test-create-user/', { headers: { 'X-CSRFToken': await csrf(page.request) } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a member reports a statement, staff hide it with a reason, the reporter no longer sees it and its author sees why', async ({
  page,
  browser,
}) => {
  // The author (the seeded fan) posts a statement.
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const title = `Moderation journey ${Date.now()}`;
  const posted = await page.request.post('/api/content-api/statements/', {
    data: { title, body: 'Something the others find objectionable.', statement_type: 'opinion', topics: [] },
    headers: { 'X-CSRFToken': await csrf(page.request) },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const { id } = (await posted.json()) as { id: number };

  // Another member reports it from the statement's menu.
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  const reporterUrls = recordRequests(reporter);
  await signInTestMember(reporter);
  await reporter.goto(`/statements/${id}`);
  await expect(reporter.locator('#receipts-first-view')).toHaveCount(0);
  await reporter.getByRole('button', { name: `More actions for ${title}` }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Note (optional)').fill('Posted the same thing ten times.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByRole('status', { name: 'Notifications' })).toContainText('Thanks for your report');
  await expect(dialog).toHaveCount(0);

  // Staff open the queue in the moderation remote and hide it with a reason.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signIn(staff, ACCOUNTS.staff);
  await staff.goto('/moderation');
  await expect(staff.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  const item = staff.getByRole('article', { name: `Statement #${id}` });
  await expect(item).toContainText(title);
  await expect(item).toContainText('Spam × 1');
  await expect(item).toContainText('Posted the same thing ten times.');
  await item.getByLabel('Action', { exact: true }).selectOption({ label: 'Hide' });
  await item.getByLabel('Reason', { exact: true }).fill('Repeated spam');
  await item.getByRole('button', { name: 'Apply' }).click();
  await expect(staff.getByRole('status', { name: 'Notifications' })).toContainText('Hide: done.');
  await expect(item).toHaveCount(0);
  await staff.goto('/moderation/audit');
  await expect(
    staff
      .getByRole('row')
      .filter({ hasText: `Statement #${id}` })
      .first(),
  ).toContainText('Repeated spam');

  // The reporter no longer sees it: its page is gone and the feed does not list it.
  await reporter.goto(`/statements/${id}`);
  await expect(reporter.getByText('Statement not found')).toBeVisible();
  await reporter.goto('/');
  await expect(reporter.getByRole('article').first()).toBeVisible();
  await expect(reporter.getByRole('link', { name: title })).toHaveCount(0);
  await reporter.goto(`/search?q=${encodeURIComponent(title)}`);
  await expect(reporter.getByRole('link', { name: title })).toHaveCount(0);

  // Its author still sees it, marked with the moderators' reason.
  await page.goto(`/statements/${id}`);
  await expect(page.getByText('Hidden by moderators: Repeated spam')).toBeVisible();

  // The member's browser never asked for anything of the moderation remote, even on its route.
  await reporter.goto('/moderation');
  await expect(reporter.getByText('You do not have permission to access this page.')).toBeVisible();
  await reporter.waitForLoadState('networkidle');
  expect(reporterUrls.filter((url) => MODERATION_FILES.test(url))).toEqual([]);
  await reporterContext.close();
  await staffContext.close();
});

test('a member reports a profile from its page, staff see it in /moderation; not offered on one’s own profile nor to visitors', async ({
  page,
  browser,
}) => {
  // The reported member: the seeded fan. On their own profile there is nothing to report.
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const { user: fan } = (await (await page.request.get('/api/auth/user/')).json()) as { user: { id: number; username: string } };
  await page.goto(`/profile/${fan.username}`);
  await expect(page.getByText(`@${fan.username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: /More actions/ })).toHaveCount(0);

  // A visitor is offered a way in: the menu's button asks them to log in, the sign-in dialog opens over the page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/profile/${fan.username}`);
  await expect(visitor.getByText(`@${fan.username}`)).toBeVisible();
  await visitor.getByRole('button', { name: `More actions for @${fan.username}` }).click();
  await expect(visitor.getByText('Please login to report')).toBeVisible();
  await visitor.getByRole('button', { name: 'Log In', exact: true }).last().click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/profile/${fan.username}$`));
  await visitorContext.close();

  // Another member reports the profile through the same Report dialog as posts.
  const note = `Profile report ${Date.now()}`;
  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signInTestMember(reporter);
  await reporter.goto(`/profile/${fan.username}`);
  await reporter.getByRole('button', { name: `More actions for @${fan.username}` }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this profile' });
  await dialog.getByRole('radio', { name: 'Harassment or abuse' }).check();
  await dialog.getByLabel('Note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByRole('status', { name: 'Notifications' })).toContainText('Thanks for your report');
  await expect(dialog).toHaveCount(0);
  await reporterContext.close();

  // Staff find it in the queue, as the profile it is.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signIn(staff, ACCOUNTS.staff);
  await staff.goto('/moderation');
  const item = staff.getByRole('article', { name: `Profile #${fan.id}` });
  await expect(item).toContainText('Harassment or abuse');
  await expect(item).toContainText(note);
  // Dismissed, so the next run starts from an empty entry for this profile.
  await item.getByLabel('Action', { exact: true }).selectOption({ label: 'Dismiss reports' });
  await item.getByLabel('Reason', { exact: true }).fill('Checked: fine');
  await item.getByRole('button', { name: 'Apply' }).click();
  await expect(item).toHaveCount(0);
  await staffContext.close();
});

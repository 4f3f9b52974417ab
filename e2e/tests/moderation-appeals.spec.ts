import { expect, test, type APIRequestContext } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// Staff hide a member's post; the member reads why in their notifications, opens the post and appeals; staff see
// the appeal in the moderation queue and restore it; the member is told and the post is public again. Meanwhile a
// visitor gets 404 for the hidden post's comments. Real Chromium, the production build, the real API.

async function csrf(api: APIRequestContext): Promise<string> {
  return ((await (await api.get('/api/csrf/')).json()) as { csrfToken: string }).csrfToken;
}

test('staff hide a post, its author appeals from the post, staff restore it and the author is told', async ({ page, browser }) => {
  // The author (the seeded fan) posts a statement, and comments on it.
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const title = `Appeal journey ${Date.now()}`;
  const headers = { 'X-CSRFToken': await csrf(page.request) };
  const posted = await page.request.post('/api/content-api/statements/', {
    data: { title, body: 'My honest read of the season.', statement_type: 'opinion', topics: [] },
    headers,
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const { id } = (await posted.json()) as { id: number };
  const commented = await page.request.post('/api/content-api/comments/', {
    data: { statement: id, text: 'And one more thing.' },
    headers,
  });
  expect(commented.ok(), await commented.text()).toBe(true);

  // Staff hide it with a reason.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await signIn(staff, ACCOUNTS.staff);
  const hidden = await staff.request.post('/api/moderation/actions/', {
    data: { target_type: 'statement', target_id: id, action: 'hide', reason: 'Looks like spam' },
    headers: { 'X-CSRFToken': await csrf(staff.request) },
  });
  expect(hidden.ok(), await hidden.text()).toBe(true);

  // A visitor finds neither the post nor its comments.
  const visitorContext = await browser.newContext();
  const visitor = visitorContext.request;
  expect((await visitor.get(`/api/content-api/statements/${id}/`)).status()).toBe(404);
  expect((await visitor.get(`/api/content-api/statements/${id}/comments/`)).status()).toBe(404);

  // The author reads why in their notifications and opens the post from there.
  await page.goto('/notifications');
  const notice = page.getByRole('link', { name: new RegExp(`Moderators hid your post “${title}”: Looks like spam`) });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/statements/${id}$`));
  await expect(page.getByText('Hidden by moderators: Looks like spam')).toBeVisible();
  await page.getByRole('button', { name: 'Appeal' }).click();
  await page.getByLabel('Why should it be restored?').fill('It is my own analysis, no links at all.');
  await page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(page.getByText('You appealed. A moderator will review it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Appeal' })).toHaveCount(0);

  // Staff see the appeal with the author's message in the queue, and restore the post with a note.
  await staff.goto('/moderation');
  const appeal = staff.getByRole('article', { name: `Appeal of Statement #${id}`, exact: true });
  await expect(appeal).toContainText('Hidden for: Looks like spam');
  await expect(appeal).toContainText('It is my own analysis, no links at all.');
  await appeal.getByLabel('Note to the author (optional)').fill('Fair enough, restored.');
  await appeal.getByRole('button', { name: 'Restore' }).click();
  await expect(staff.getByRole('status', { name: 'Notifications' })).toContainText('Restored. The author was told.');
  await expect(appeal).toHaveCount(0);

  // The author is told, and the post and its comments are public again.
  await page.goto('/notifications');
  await expect(
    page.getByRole('link', { name: new RegExp(`Moderators accepted your appeal: your post “${title}” is public again`) }),
  ).toBeVisible();
  expect((await visitor.get(`/api/content-api/statements/${id}/`)).status()).toBe(200);
  expect((await visitor.get(`/api/content-api/statements/${id}/comments/`)).status()).toBe(200);
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto(`/statements/${id}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitorPage.getByText('And one more thing.')).toBeVisible();
  await Promise.all([staffContext.close(), visitorContext.close()]);
});

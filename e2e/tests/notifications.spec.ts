import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// Notifications in two real browsers against the production build and the real API: one fan replies to the other's
// comment; the other's bell counts it without a reload (the SSE stream), and its item opens the reply.

async function post<T>(api: APIRequestContext, url: string, data: object): Promise<T> {
  const { csrfToken } = (await (await api.get('/api/csrf/')).json()) as { csrfToken: string };
  const response = await api.post(url, { data, headers: { 'X-CSRFToken': csrfToken } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
}

test('a reply in one browser raises the other’s bell at once, and its item opens the reply', async ({ page, browser }) => {
  // Fan: a take with a comment of their own, and an inbox with nothing unread (set-up through the API).
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const title = `Notification journey ${Date.now()}`;
  const { id } = await post<{ id: number }>(page.request, '/api/content-api/statements/', {
    title,
    body: 'Will anyone answer?',
    statement_type: 'opinion',
    topics: [],
  });
  await post(page.request, '/api/content-api/comments/', { statement: id, text: 'Reply to me, somebody' });
  await post(page.request, '/api/notifications/read/', { all: true });
  await open(page, '/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Staff, in a browser of their own, replies through the statement page.
  const other = await browser.newContext();
  const staffPage = await other.newPage();
  await staffPage.goto('/');
  await signIn(staffPage, ACCOUNTS.staff);
  await open(staffPage, `/statements/${id}`);
  await staffPage
    .getByRole('listitem')
    .filter({ hasText: 'Reply to me, somebody' })
    .getByRole('button', { name: 'Reply', exact: true })
    .click();
  const answer = `Here I am ${Date.now()}`;
  await staffPage.getByPlaceholder('Write your reply...').fill(answer);
  await staffPage.getByRole('button', { name: 'Post Reply' }).click();
  // In the thread: until the form empties, its box may still hold the same words for a frame.
  await expect(staffPage.getByRole('list', { name: 'Comments' }).getByText(answer)).toBeVisible();
  await other.close();

  // The fan's page was never reloaded: the count arrives through the stream.
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await expect(bell).toHaveText('1');
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const item = popover.getByRole('link', { name: new RegExp(`replied to your comment on “${title}”`) });
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/statements/${id}#comment-\\d+$`));
  const replyId = new URL(page.url()).hash.slice(1);
  const reply = page.locator(`#${replyId}`);
  await expect(reply).toContainText(answer);
  await expect(reply).toBeInViewport();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('the /notifications page lists the items and saves the preferences', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  await open(page, '/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const replies = page.getByRole('combobox', { name: 'Replies to your comments' });
  await replies.selectOption({ label: 'In the app and the daily e-mail' });
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Replies to your comments' })).toHaveValue('email_digest');
  await page.getByRole('combobox', { name: 'Replies to your comments' }).selectOption('in_app');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved.')).toBeVisible();
});

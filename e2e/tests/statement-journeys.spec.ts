import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ACCOUNTS, E2E_BASE_URL } from '../support/env';
import { signIn } from '../support/session';

// A fan on a statement's page: votes, replies and the #comments anchor, in a real browser against the
// production build and the real API. Nothing here is mocked; each test posts what it reads.

interface PostedComment {
  id: number;
  user: { username: string | null; display_name: string | null };
}

/** A write through the real API as whoever `api` is signed in as (set-up, not what is tested). */
async function post<T>(api: APIRequestContext, url: string, data: object): Promise<T> {
  const { csrfToken } = (await (await api.get('/api/csrf/')).json()) as { csrfToken: string };
  const response = await api.post(url, { data, headers: { 'X-CSRFToken': csrfToken } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function postStatement(api: APIRequestContext, title: string, body = 'Posted by the statement journeys.') {
  return post<{ id: number }>(api, '/api/content-api/statements/', { title, body, statement_type: 'opinion', topics: [] });
}

const postComment = (api: APIRequestContext, statement: number, text: string, parent: number | null = null) =>
  post<PostedComment>(api, '/api/content-api/comments/', { statement, text, parent });

/** The name a comment shows for its author (display name, else username). */
const authorOf = (comment: PostedComment) => comment.user.display_name || comment.user.username || 'Anonymous User';

async function signedInMember(page: Page) {
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
}

/** A request context of its own (not the page's), signed in as the member. */
async function signedInRequest(request: APIRequestContext) {
  await post(request, '/api/auth/email/login/', ACCOUNTS.fan);
  return request;
}

/** Opens a statement and waits until the page itself, not the server's first view over it, shows it. */
async function openStatement(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
}

test('a member votes on a statement and on one of its comments, and both votes are still there after a reload', async ({ page }) => {
  await signedInMember(page);
  const title = `Vote journey ${Date.now()}`;
  const text = `A comment worth a downvote ${Date.now()}`;
  const { id } = await postStatement(page.request, title);
  await postComment(page.request, id, text);
  await openStatement(page, `/statements/${id}`);

  const card = page.getByRole('article', { name: title });
  const comment = page.getByRole('list', { name: 'Comments', exact: true }).getByRole('listitem').filter({ hasText: text });
  await card.getByRole('button', { name: 'Upvote 0', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await comment.getByRole('button', { name: 'Downvote 0', exact: true }).click();
  await expect(comment.getByRole('button', { name: 'Downvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Upvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Downvote 0', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(comment.getByRole('button', { name: 'Downvote 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(comment.getByRole('button', { name: 'Upvote 0', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // The same direction again takes the comment's vote back, for good.
  await comment.getByRole('button', { name: 'Downvote 1', exact: true }).click();
  await expect(comment.getByRole('button', { name: 'Downvote 0', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(comment.getByRole('button', { name: 'Downvote 0', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a member replies to a reply and sees it nested under that reply, also after a reload', async ({ page, playwright }) => {
  await signedInMember(page);
  const { id } = await postStatement(page.request, `Reply journey ${Date.now()}`);
  const top = await postComment(page.request, id, 'Top-level take from the fan');
  // The reply comes from another member, so each 'Replies to …' list names a different author.
  const staff = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await post(staff, '/api/auth/email/login/', ACCOUNTS.staff);
  const reply = await postComment(staff, id, 'A reply from staff', top.id);
  await staff.dispose();
  expect(authorOf(reply)).not.toBe(authorOf(top));
  await openStatement(page, `/statements/${id}`);

  const repliesToTop = page.getByRole('list', { name: `Replies to ${authorOf(top)}`, exact: true });
  await repliesToTop
    .getByRole('listitem')
    .filter({ hasText: 'A reply from staff' })
    .getByRole('button', { name: 'Reply', exact: true })
    .click();
  await expect(page.getByText(`Replying to @${reply.user.username || reply.user.display_name}`)).toBeVisible();
  const mine = `Answering the reply ${Date.now()}`;
  await page.getByPlaceholder('Write your reply...').fill(mine);
  await page.getByRole('button', { name: 'Post Reply' }).click();

  const nested = repliesToTop.getByRole('list', { name: `Replies to ${authorOf(reply)}`, exact: true });
  await expect(nested.getByText(mine)).toBeVisible();
  await expect(page.getByPlaceholder('Add a comment...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (3)' })).toBeVisible();

  await page.reload();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(nested.getByText(mine)).toBeVisible();
});

test('/statements/{id}#comments brings the comments into view, opened directly or from a card', async ({ page }) => {
  await signedInMember(page);
  const title = `Anchor journey ${Date.now()}`;
  // Long enough that the comments start well below the first screen.
  const body = Array.from({ length: 60 }, (_, index) => `Point ${index + 1} of a long argument.`).join('\n\n');
  const { id } = await postStatement(page.request, title, body);
  const comments = page.getByRole('heading', { name: 'Comments (0)' });
  const heading = page.getByRole('heading', { level: 1, name: title });

  await openStatement(page, `/statements/${id}#comments`);
  await expect(comments).toBeInViewport();
  await expect(heading).not.toBeInViewport();

  // The newest statement leads the home feed: its '0 comments' link goes to the same place inside the app.
  await page.goto('/');
  await page.getByRole('article', { name: title }).getByRole('link', { name: '0 comments' }).click();
  await expect(page).toHaveURL(new RegExp(`/statements/${id}#comments$`));
  await expect(comments).toBeInViewport();
  await expect(heading).not.toBeInViewport();
});

test("a shared link's Back button stays on the site and goes home", async ({ page, request }) => {
  const { id } = await postStatement(await signedInRequest(request), `Shared link journey ${Date.now()}`);
  await openStatement(page, `/statements/${id}`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
});

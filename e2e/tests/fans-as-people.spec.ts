import { expect, test, type Browser, type Locator, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// Fans as people, on a phone, in a real browser against the production build and the real API: a fan opens a
// card's author, follows them (the follower count moves), finds their take in the Following feed, votes and
// comments on it, and sees both in My Activity. Nothing here is mocked.

test.use({ viewport: { width: 390, height: 844 } });

/** Opens a page and waits until the app itself, not the server's first view over it, shows it. */
async function open(page: Page, url: string, ready: (page: Page) => Locator) {
  await page.goto(url);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(ready(page)).toBeVisible();
}

async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string }).csrfToken;
}

/** A new member, registered through the API and signed in, in a browser context of their own. */
async function newMember(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `author-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@receipts.test`;
  const password = 'an-author-password';
  const registered = await page.request.post('/api/auth/email/register/', {
    data: { email, password, name: 'Take Author' },
    headers: { 'X-CSRFToken': await csrf(page) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, { email, password });
  const me = (await (await page.request.get('/api/auth/user/')).json()) as {
    user: { username: string; display_name: string | null };
  };
  return { page, username: me.user.username, name: me.user.display_name || me.user.username, close: () => context.close() };
}

test('a fan follows the author of a card, sees them in the Following feed, and finds their vote and comment in My Activity', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const author = await newMember(browser);
  const title = `Fan to fan take ${Date.now()}`;
  const posted = await author.page.request.post('/api/content-api/statements/', {
    data: { title, body: 'Posted by another fan.', statement_type: 'opinion', topics: [] },
    headers: { 'X-CSRFToken': await csrf(author.page) },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const statementId = ((await posted.json()) as { id: number }).id;
  await author.close();

  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  await open(page, '/?sort=new', (p) => p.getByRole('article', { name: title }));

  // The card's author is a link to their profile.
  const card = page.getByRole('article', { name: title });
  await card.getByRole('link', { name: author.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${author.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('0 followers')).toBeVisible();
  await expect(header.getByText('0 following')).toBeVisible();

  await header.getByRole('button', { name: `Follow ${author.name}` }).click();
  await expect(header.getByRole('button', { name: `Following ${author.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByText('1 follower', { exact: true })).toBeVisible();
  // The server kept it.
  await page.reload();
  await expect(page.getByRole('button', { name: `Following ${author.name}` })).toBeVisible();
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();

  // The Following feed has the followed fan's take.
  await open(page, '/?feed=following&sort=new', (p) => p.getByRole('button', { name: 'Following', pressed: true }));
  const followed = page.getByRole('article', { name: title });
  await expect(followed).toBeVisible();

  // The fan votes on it and comments on it.
  await followed.getByRole('button', { name: 'Upvote 0' }).click();
  await expect(followed.getByRole('button', { name: 'Upvote 1' })).toHaveAttribute('aria-pressed', 'true');
  await followed.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/statements/${statementId}$`));
  const words = `Good call, fellow fan ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Comment' }).fill(words);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(words)).toBeVisible();

  // My Activity shows both, each linking to the statement.
  await open(page, '/my-activity?tab=votes', (p) => p.getByRole('list', { name: 'My Votes' }));
  const vote = page.getByRole('list', { name: 'My Votes' }).getByRole('article', { name: title });
  await expect(vote).toContainText('Upvoted');
  await expect(vote.getByRole('link', { name: title })).toHaveAttribute('href', `/statements/${statementId}`);
  await page.getByRole('tab', { name: 'Comments' }).click();
  const comment = page
    .getByRole('list', { name: 'My Comments' })
    .getByRole('article', { name: `Comment on ${title}` })
    .first();
  await expect(comment).toContainText(words);
  await comment.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/statements/${statementId}#comment-\\d+$`));
  await expect(page.getByText(words)).toBeVisible();

  // Unfollowing takes the fan's takes out of the Following feed again.
  await open(page, `/profile/${author.username}`, (p) => p.getByRole('button', { name: `Following ${author.name}` }));
  await page.getByRole('button', { name: `Following ${author.name}` }).click();
  await expect(page.getByRole('button', { name: `Follow ${author.name}` })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('0 followers')).toBeVisible();
  await open(page, '/?feed=following&sort=new', (p) => p.getByRole('button', { name: 'Following', pressed: true }));
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('a visitor who tries to follow a fan is asked to log in, in place', async ({ page }) => {
  const [statement] = (await (await page.request.get('/api/content-api/statements/?per_page=1')).json()) as {
    user: { username: string };
  }[];
  const profile = (await (await page.request.get(`/api/users/${statement.user.username}/profile/`)).json()) as {
    display_name: string | null;
    name: string;
    username: string;
  };
  const name = profile.display_name || profile.name || profile.username;
  await open(page, `/profile/${statement.user.username}`, (p) => p.getByRole('heading', { level: 1, name }));
  await page.getByRole('button', { name: `Follow ${name}` }).click();
  const toast = page.getByRole('status', { name: 'Notifications' });
  await expect(toast.getByText('Please log in to follow this entity')).toBeVisible();
  await toast.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/profile/${statement.user.username}`));
});

import { expect, test, type Page } from '../support/test';
import { ACCOUNTS, E2E_BASE_URL } from '../support/env';
import { signIn } from '../support/session';

// A fan's everyday journeys through the profile, directory and create remotes and the shell's sign-in, in a
// real browser against the production build and the real API. Nothing here is mocked.

/** The sign-in dialog's e-mail login, as a fan does it. */
async function logInInDialog(page: Page, account: { email: string; password: string }) {
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Email' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

/** Posts a hot take through the API as the signed-in page's user (set-up, not what is tested). */
async function postHotTake(page: Page, title: string): Promise<number> {
  const { csrfToken } = (await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string };
  const response = await page.request.post('/api/content-api/statements/', {
    data: { title, body: 'Posted by the member journeys.', statement_type: 'opinion', topics: [] },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

async function openOwnProfile(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /View Profile/ }).click();
  await expect(page).toHaveURL(/\/profile\/[^/?]+$/);
}

test('a visitor is told up front, signs in from the form, keeps the draft, creates a prediction and lands on it', async ({ page }) => {
  const title = `Journey prediction ${Date.now()}`;
  await page.goto('/predictions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Prediction' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Posting needs a sign-in.' });
  await expect(notice).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill('The bench is deeper than anyone admits.');
  await page.getByRole('textbox', { name: 'Prediction Choice' }).fill('Knicks');
  // The rating is a radio group: the arrow keys move the choice.
  await page.getByRole('radio', { name: '5 out of 10' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '7 out of 10' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '7 out of 10' })).toBeFocused();

  await notice.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fpredictions%2Fnew$/);
  await logInInDialog(page, ACCOUNTS.fan);

  // Back on the form after the sign-in's reload, with every field as it was.
  await expect(page).toHaveURL(/\/predictions\/new$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Prediction Choice' })).toHaveValue('Knicks');
  await expect(page.getByRole('radio', { name: '7 out of 10' })).toBeChecked();
  await expect(page.getByText('Posting needs a sign-in.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create Prediction' }).click();
  await expect(page.getByText('Prediction shared successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/statements\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The draft went with the post: a new form starts empty.
  await page.goto('/predictions/new');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
});

test("'Please login to comment' → sign in → back on the same statement", async ({ page, request }) => {
  const [statement] = (await (await request.get('/api/content-api/statements/?per_page=1')).json()) as { id: number; title: string }[];
  await page.goto(`/statements/${statement.id}`);
  await page.getByRole('link', { name: 'Please login to comment' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fstatements%2F${statement.id}`));
  await logInInDialog(page, ACCOUNTS.fan);
  await expect(page).toHaveURL(new RegExp(`/statements/${statement.id}$`));
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Please login to comment' })).toHaveCount(0);
});

test('/login?next= refuses another origin', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  await page.goto('/login?next=%2F%2Fexample.com%2Fphish');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('follow a commentator found in the sidebar, and see it followed there and on the profile', async ({ page }) => {
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  await page.reload();
  const sidebarList = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('list', { name: 'Commentators' });
  await expect(sidebarList.getByRole('link').first()).toBeVisible();
  const follows = (await (await page.request.get('/api/follow/list/')).json()) as { commentators?: { slug: string }[] };
  const followed = new Set((follows.commentators ?? []).map((item) => item.slug));
  const links = await sidebarList.getByRole('link').all();
  let name = '';
  for (const link of links) {
    const slug = (await link.getAttribute('href'))?.split('/').pop() ?? '';
    if (!followed.has(slug)) {
      name = (await link.textContent())?.trim() ?? '';
      await link.click();
      break;
    }
  }
  expect(name).not.toBe('');
  const detail = page.locator('.directory-detail');
  await expect(detail.getByRole('heading', { level: 1, name })).toBeVisible();
  const follow = detail.getByRole('button', { name: 'Follow', exact: true });
  await follow.click();
  await expect(detail.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  // Still followed after a reload (the server kept it), and reachable again from the sidebar.
  await page.reload();
  await expect(page.locator('.directory-detail').getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(sidebarList.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

  await openOwnProfile(page);
  await page.getByRole('tab', { name: 'Following' }).click();
  await expect(page).toHaveURL(/\?tab=following$/);
  await expect(page.getByRole('main').getByRole('region', { name: 'Commentators' }).getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('region', { name: 'Commentators' }).getByRole('link', { name })).toBeVisible();
});

test("delete one's own hot take from the profile with the keyboard only, and the count follows", async ({ page }) => {
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const keep = `Keep this take ${Date.now()}`;
  const doomed = `Delete this take ${Date.now()}`;
  await postHotTake(page, keep);
  await postHotTake(page, doomed);
  await page.reload();
  await openOwnProfile(page);
  await page.getByRole('tab', { name: 'Hot Takes' }).click();
  await expect(page).toHaveURL(/\?tab=hot-takes$/);

  const item = page.getByRole('article', { name: doomed });
  await expect(item).toBeVisible();
  const counter = page.getByText(/^\d+ Hot Takes?$/);
  const before = Number((await counter.textContent())?.split(' ')[0]);
  expect(before).toBeGreaterThanOrEqual(2);

  // Tab to the item's Delete button from its View Details link.
  const trigger = item.getByRole('button', { name: /^Delete/ });
  await item.getByRole('link', { name: 'View Details' }).focus();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this item?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Focus stays inside: Tab twice comes back round.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  // Escape once cancels and gives focus back to the item's Delete button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(item).toBeVisible();
  await expect(counter).toHaveText(`${before} Hot Takes`);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('article', { name: keep })).toBeVisible();
  await expect(counter).toHaveText(before - 1 === 1 ? '1 Hot Take' : `${before - 1} Hot Takes`);

  // Gone for good.
  await page.reload();
  await expect(page.getByRole('article', { name: keep })).toBeVisible();
  await expect(page.getByRole('article', { name: doomed })).toHaveCount(0);
});

test('the directory search survives a reload and Back', async ({ page }) => {
  await page.goto('/commentators');
  // Type into the app's box, not the server's first view over it (not interactive until the shell takes over).
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  const search = page.getByRole('searchbox', { name: 'Search commentators' });
  const first = page.getByRole('main').getByRole('list', { name: 'Commentators' }).getByRole('article').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await search.fill(name.split(' ')[0]);
  await expect(page).toHaveURL(new RegExp(`/commentators\\?search=${encodeURIComponent(name.split(' ')[0])}$`));
  await page.reload();
  await expect(search).toHaveValue(name.split(' ')[0]);
  await page.getByRole('main').getByRole('list', { name: 'Commentators' }).getByRole('link', { name }).click();
  await expect(page.locator('.directory-detail').getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await expect(search).toHaveValue(name.split(' ')[0]);
  // Icons are drawn, never emoji.
  expect(await page.locator('main').textContent()).not.toMatch(/[\p{Extended_Pictographic}\u{1D400}-\u{1D7FF}]/u);
});

test('demo photos come from this site, and the web manifest and icons are served', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:') && new URL(request.url()).origin !== E2E_BASE_URL)
      outside.push(request.url());
  });
  await page.goto('/commentators');
  const photo = page.getByRole('main').getByRole('list', { name: 'Commentators' }).locator('img').first();
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toMatch(/^\/demo-images\/person\/[a-z0-9-]+\.svg$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(outside).toEqual([]);

  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1f5eff');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as { icons: { src: string; sizes: string }[] };
  const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), touch ?? '']) {
    const icon = await page.request.get(src);
    expect(icon.headers()['content-type']).toBe('image/png');
    expect((await icon.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});

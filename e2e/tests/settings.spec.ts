import type { Browser, Page } from '@playwright/test';
import { twoColourPng } from '@receipts/testing/png';
import { expect, test } from '../support/test';
import { signIn } from '../support/session';

test.use({ viewport: { width: 390, height: 844 } });

/** A new member, registered through the API and signed in, in a browser context of their own (the shared fan stays as seeded). */
async function newMember(browser: Browser, label: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@receipts.test`;
  const password = 'a-settings-password';
  const { csrfToken } = (await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string };
  const registered = await page.request.post('/api/auth/email/register/', {
    data: { email, password, name: `Settings ${label}` },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page, { email, password });
  return { page, close: () => context.close() };
}

test('a fan edits display name, username, bio and favourite teams, uploads a photo, and sees it all on their profile and in the top bar', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, close } = await newMember(browser, 'editor');
  const handle = `sam-${Date.now().toString(36)}`;
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.getByLabel('Display name').fill('Celtics Sam');
  await page.getByLabel('Username').fill(handle);
  await page.getByLabel('Bio').fill('Banner 18 was called here.');
  await page.getByRole('checkbox', { name: 'Boston Celtics' }).check();
  await page.getByRole('checkbox', { name: 'Kansas City Chiefs' }).check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();

  // The photo goes through the real upload and shows in the top bar at once.
  await page.getByLabel('Upload Photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: twoColourPng(64, 64, [200, 30, 30], [30, 30, 200]),
  });
  await expect(page.getByText('Your new photo is saved.')).toBeVisible();
  const topBarPhoto = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(topBarPhoto).toHaveAttribute('src', /\/uploads\/users\/\d+\/\d+-me\.png$/);
  expect(await topBarPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  // The account menu's View Profile carries the new handle; the profile shows every change.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`View Profile.*@${handle}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${handle}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Celtics Sam' })).toBeVisible();
  await expect(page.getByText(`@${handle}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Banner 18 was called here.')).toBeVisible();
  await expect(page.getByText('Favourite teams: Boston Celtics, Kansas City Chiefs')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');

  // A taken username is refused in the form.
  await page.goto('/settings');
  await page.getByLabel('Username').fill('fan');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toContainText('That username is taken. Choose another.');
  await close();
});

test('a feature request is submitted, voted for and un-voted; a visitor sees it with Log In in place to vote', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const author = await newMember(browser, 'asker');
  const title = `Team colour themes ${Date.now()}`;
  await author.page.goto('/feature-requests');
  await expect(author.page.getByRole('heading', { level: 1, name: 'Feature Requests' })).toBeVisible();
  await author.page.getByRole('textbox', { name: 'Title' }).fill(title);
  await author.page.getByRole('textbox', { name: 'Description' }).fill('Let the site wear my team colours.');
  await author.page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(author.page.getByText('Thanks! Your request is in the list.')).toBeVisible();
  const mine = author.page.getByRole('listitem').filter({ has: author.page.getByRole('heading', { level: 3, name: title }) });
  await expect(mine.getByText('Under review')).toBeVisible();

  const voter = await newMember(browser, 'voter');
  await voter.page.goto('/feature-requests');
  const item = voter.page.getByRole('listitem').filter({ has: voter.page.getByRole('heading', { level: 3, name: title }) });
  await expect(item.getByText('0 votes', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Vote for ${title}` }).click();
  await expect(item.getByText('1 vote', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: `Remove vote for ${title}` })).toHaveAttribute('aria-pressed', 'true');
  // After a reload the vote is still there (one per member), and can be taken back.
  await voter.page.reload();
  await expect(item.getByText('1 vote', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Remove vote for ${title}` }).click();
  await expect(item.getByText('0 votes', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Vote for ${title}` }).click();
  await expect(item.getByText('1 vote', { exact: true })).toBeVisible();

  // A visitor reads the list and count, and gets Log In where the vote would be.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/feature-requests');
  const seen = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(seen.getByText('1 vote', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Request' })).toHaveCount(0);
  await seen.getByRole('button', { name: `Log In to vote for ${title}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await author.close();
  await voter.close();
});

test('the Analyst Program explains the badge; a member sees their progress and a visitor a Log In', async ({ browser, page }) => {
  await page.goto('/analyst-program');
  await expect(page.getByRole('heading', { level: 1, name: 'Analyst Program' })).toBeVisible();
  await expect(page.getByText('resolved predictions', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In' }).last()).toBeVisible();

  const member = await newMember(browser, 'analyst');
  await member.page.goto('/analyst-program');
  await expect(member.page.getByText('You have not earned the analyst badge yet.')).toBeVisible();
  await expect(member.page.getByText(/^Resolved predictions: 0 of \d+$/)).toBeVisible();
  await member.close();
});

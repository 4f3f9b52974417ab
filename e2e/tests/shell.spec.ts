import { expect, test, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { verificationLinkFor } from '../support/outbox';

async function openEmailSignIn(page: Page) {
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Continue with Email' }).click();
}

async function logInWithEmail(page: Page, account: { email: string; password: string }) {
  await openEmailSignIn(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test('a visitor sees Log In', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
});

async function registerWithEmail(page: Page, email: string, name: string) {
  await openEmailSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('a-long-password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
}

// Registration answers the same whether or not the address has an account, so it signs nobody in.
test('register with e-mail, verify from the outbox link, then sign in', async ({ page }) => {
  const email = `newfan-${Date.now()}@receipts.test`;
  await page.goto('/');
  await registerWithEmail(page, email, 'New Fan');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();

  await page.goto(await verificationLinkFor(email));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await page.goto('/');
  await logInWithEmail(page, { email, password: 'a-long-password' });
  await expect(page.getByText('Please verify your email address to access all features')).toHaveCount(0);
});

test('registering an e-mail that already has an account looks the same as a new registration', async ({ page }) => {
  await page.goto('/');
  await registerWithEmail(page, ACCOUNTS.fan.email, 'Someone Else');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await logInWithEmail(page, ACCOUNTS.fan);
});

test('log in with e-mail, see the avatar menu with the handle, and log out', async ({ page }) => {
  await page.goto('/');
  await logInWithEmail(page, ACCOUNTS.fan);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  for (const item of [
    'View Profile',
    '@fan',
    'My Activity',
    'Achievements',
    // The member's own count, as /achievements shows it.
    /^\d+ of 6 unlocked$/,
    'Analyst Program',
    'Advertise on Receipts',
    'Settings',
    'Log Out',
  ]) {
    await expect(typeof item === 'string' ? menu.getByText(item, { exact: true }) : menu.getByText(item)).toBeVisible();
  }
  await menu.getByText('Log Out').click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('the display mode survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /switch to dark mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: /switch to light mode/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test("the sidebar's Show More adds five seeded commentators", async ({ page }) => {
  await page.goto('/');
  const list = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('list', { name: 'Commentators' });
  await expect(list.getByRole('link')).toHaveCount(5);
  await page.getByRole('button', { name: 'Show More', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(10);
});

test('on a 390 px wide screen the menu button toggles the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeHidden();
});

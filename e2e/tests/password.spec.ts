import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { E2E_PORT, ROOT, TMP } from '../support/env';
import { mailedLinkFor } from '../support/outbox';
import { signIn } from '../support/session';

const OLD = 'the-old-password';
const NEW = 'a-brand-new-password';
const TOKEN_KEY = 'receipts.authToken';

/** A fresh e-mail account, registered through the API (registration signs nobody in). */
async function registerAccount(request: APIRequestContext, base = ''): Promise<string> {
  const email = `pw-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@receipts.test`;
  const { csrfToken } = (await (await request.get(`${base}/api/csrf/`)).json()) as { csrfToken: string };
  const response = await request.post(`${base}/api/auth/email/register/`, {
    data: { email, password: OLD, name: 'Pat Reset' },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The sign-in dialog's e-mail login, as a fan does it (the page reloads when it succeeds). */
async function logInWithEmail(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

async function openEmailSignIn(page: Page) {
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Continue with Email' }).click();
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

/** GET /api/auth/user/ with only this bearer (no cookies): the status. */
async function bearerStatus(request: APIRequestContext, url: string, token: string | null): Promise<number> {
  return (await request.get(url, { headers: { Authorization: `Bearer ${token}` } })).status();
}

test('forgot password: the e-mailed link sets a new password once, the old one stops working', async ({ page }) => {
  const email = await registerAccount(page.request);
  await page.goto('/');
  await openEmailSignIn(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toContainText('If an account uses that e-mail address, we have sent it a link');

  const link = await mailedLinkFor(email, 'reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Password must be at least 8 characters/);
  await page.getByLabel('New password', { exact: true }).fill(NEW);
  await page.getByLabel('Confirm new password').fill(NEW);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await expect(page.getByText('Your password has been reset. Sign in with your new password.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await logInWithEmail(page, email, OLD);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(/Invalid email or password\./);
  await logInWithEmail(page, email, NEW);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Confirm new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/expired or has already been used/);
});

test('change password in /settings: this browser stays signed in with a new token, another one is signed out', async ({
  page,
  browser,
  playwright,
}) => {
  const email = await registerAccount(page.request);
  await page.goto('/');
  await openEmailSignIn(page);
  await logInWithEmail(page, email, OLD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const before = await storedToken(page);
  expect(before).toBeTruthy();

  const other = await browser.newContext();
  const bare = await playwright.request.newContext();
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, { email, password: OLD });
    await otherPage.goto('/');
    await expect(otherPage.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW);
    await page.getByLabel('Confirm new password').fill(NEW);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Your current password is incorrect\./);

    await page.getByLabel('Current password').fill(OLD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Your password has been changed. You have been signed out everywhere else.')).toBeVisible();

    const after = await storedToken(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const userUrl = new URL('/api/auth/user/', page.url()).href;
    expect(await bearerStatus(bare, userUrl, before)).toBe(401);
    expect(await bearerStatus(bare, userUrl, after)).toBe(200);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await otherPage.reload();
    await expect(otherPage.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(otherPage.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  } finally {
    await other.close();
    await bare.dispose();
  }
});

/**
 * A server of its own with 3-second access tokens (ACCESS_TOKEN_TTL_SECONDS), so a token really expires on the server
 * during the test; same build, its own data directory and port.
 */
test.describe('an expired access token', () => {
  const port = E2E_PORT + 3;
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const dataDir = path.join(TMP, 'short-token-data');
    fs.rmSync(dataDir, { recursive: true, force: true });
    const log = fs.openSync(path.join(TMP, 'short-token-server.log'), 'w');
    server = spawn('npx', ['tsx', 'api/src/server.ts'], {
      cwd: ROOT,
      stdio: ['ignore', log, log],
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_ORIGIN: base,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        ACCESS_TOKEN_TTL_SECONDS: '3',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
    });
    const deadline = Date.now() + 120_000;
    for (;;) {
      const up = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error('the short-token server did not start (e2e/.tmp/short-token-server.log)');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(() => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });

  test('is renewed through the session cookie and the page keeps working', async ({ page, playwright }) => {
    const renewals: number[] = [];
    page.on('response', (response) => {
      if (response.url() === `${base}/api/auth/token/` && response.request().method() === 'POST') renewals.push(response.status());
    });
    const email = await registerAccount(page.request, base);
    await page.goto(`${base}/`);
    await openEmailSignIn(page);
    await logInWithEmail(page, email, OLD);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const first = await storedToken(page);
    expect(first).toBeTruthy();

    const bare = await playwright.request.newContext();
    try {
      const userUrl = `${base}/api/auth/user/`;
      // Really expired on the server (3 s).
      await expect.poll(() => bearerStatus(bare, userUrl, first), { timeout: 10_000 }).toBe(401);

      // The next call through the shared client renews it with the cookie session first; the page just works.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu').getByText('My Activity').click();
      await expect(page.getByRole('heading', { level: 1, name: 'My Activity' })).toBeVisible();
      await expect(page.getByText('No predictions found.')).toBeVisible();
      await expect.poll(() => storedToken(page)).not.toBe(first);
      expect(renewals).toContain(200);
      const second = await storedToken(page);
      expect(await bearerStatus(bare, userUrl, second)).toBe(200);
      expect(await bearerStatus(bare, userUrl, first)).toBe(401);

      // Signing out ends the session and every token issued under it.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu').getByText('Log Out').click();
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      expect(await bearerStatus(bare, userUrl, second)).toBe(401);
    } finally {
      await bare.dispose();
    }
  });
});

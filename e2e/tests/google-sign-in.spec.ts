import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

const GAPI_SHIM = fs.readFileSync(path.join(__dirname, '..', 'support', 'gapi-shim.js'), 'utf8');

test.beforeEach(async ({ context }) => {
  // Google's gapi loader is unreachable offline; a local stand-in carries the popup's result (see the shim).
  await context.route('https://apis.google.com/js/api.js**', (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_SHIM }));
});

test('Google sign-in through the Firebase Auth emulator popup', async ({ page }) => {
  const email = `google-fan-${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpened;
  await popup.getByText('Add new account').click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill('Google Fan');
  await popup.getByText(/Sign in with Google\.com/i).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(`@${email.split('@')[0]}`)).toBeVisible();
});

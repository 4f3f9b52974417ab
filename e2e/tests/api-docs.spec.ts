import { expect, test } from '../support/test';
import { E2E_BASE_URL } from '../support/env';

// A third party's developer reads the API reference at /api/docs: rendered in the browser by Scalar, whose bundle
// this server serves itself (nothing from a CDN), under the page's own CSP (support/test.ts fails on any violation).

test('the API reference renders the document, how to authenticate and each operation, all from this origin', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== E2E_BASE_URL) elsewhere.push(request.url());
  });
  const document = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/docs/json');

  await page.goto('/api/docs');
  expect(new URL(page.url()).pathname).toBe('/api/docs/');
  expect((await document).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Receipts API', level: 1 })).toBeVisible();

  // How to authenticate: the introduction's section, and the credentials the document declares.
  await expect(page.getByRole('heading', { name: 'Authenticating' })).toBeVisible();
  await expect(page.getByText('needs the double-submit token')).toBeVisible();
  await expect(page.getByText('POST /api/auth/token/').first()).toBeVisible();
  await expect(page.getByText('Authentication', { exact: true }).first()).toBeVisible();

  // An operation, by its summary: the search finds it, and its section opens with its method and path.
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .click();
  await page.getByRole('combobox').fill('Sign in with e-mail');
  await page
    .getByRole('option', { name: /Sign in with e-mail and password and start a session/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Sign in with e-mail and password and start a session' })).toBeVisible();
  await expect(page.getByText('/api/auth/email/login/').first()).toBeVisible();

  expect(elsewhere, 'requests that left this origin').toEqual([]);
});

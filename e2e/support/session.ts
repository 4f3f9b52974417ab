import type { Page } from '@playwright/test';

/** Signs in through the real API from inside the page's context, so the browser holds the session cookie. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const csrf = await page.request.get('/api/csrf/');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/email/login/', {
    data: account,
    headers: { 'X-CSRFToken': csrfToken },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** Every request URL the page makes, for asserting what was (not) fetched. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Every request the page makes with its resource type ('script', 'fetch', 'document'…). */
export function recordResources(page: Page): { url: string; type: string }[] {
  const seen: { url: string; type: string }[] = [];
  page.on('request', (request) => seen.push({ url: request.url(), type: request.resourceType() }));
  return seen;
}

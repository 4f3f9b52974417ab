import { expect, test, type Browser, type Page } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { verificationLinkFor } from '../support/outbox';
import { signIn } from '../support/session';

// Standing: the server keeps its default rule (72 hours, 3 actions), so new accounts' reports are kept for staff but
// hide nothing, however many they are.

async function csrf(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string }).csrfToken;
}

/** A member who registered and verified their e-mail a moment ago, signed in in a context of their own. */
async function freshVerifiedMember(browser: Browser, n: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `fresh-${n}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@receipts.test`;
  const password = 'a-fresh-member-password';
  const registered = await page.request.post('/api/auth/email/register/', {
    data: { email, password, name: `Fresh ${n}` },
    headers: { 'X-CSRFToken': await csrf(page) },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = new URL(await verificationLinkFor(email));
  const token = link.pathname.split('/').filter(Boolean).pop();
  const verified = await page.request.get(`/api/auth/email/verify/${token}/${link.search}`);
  expect(verified.ok(), await verified.text()).toBe(true);
  await signIn(page, { email, password });
  return { page, close: () => context.close() };
}

test('reports from five brand-new accounts do not hide a post; staff see them as not counted', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const title = `Standing check ${Date.now()}`;
  const posted = await page.request.post('/api/content-api/statements/', {
    data: { title, body: 'A perfectly fine take.', statement_type: 'opinion', topics: [] },
    headers: { 'X-CSRFToken': await csrf(page) },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = (await posted.json()) as { id: number };

  for (const n of [1, 2, 3, 4, 5]) {
    const member = await freshVerifiedMember(browser, n);
    const reported = await member.page.request.post('/api/reports/', {
      data: { target_type: 'statement', target_id: id, reason: 'spam' },
      headers: { 'X-CSRFToken': await csrf(member.page) },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    await member.close();
  }

  // Still there for everyone.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/statements/${id}`);
  await expect(visitorPage.getByRole('article', { name: title })).toBeVisible();
  await visitor.close();

  // Staff find the five reports in the queue, none of them counted.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await staffPage.goto('/');
  await signIn(staffPage, ACCOUNTS.staff);
  await staffPage.goto('/moderation');
  const item = staffPage.getByRole('article', { name: `Statement #${id}` });
  await expect(item.getByText('5 reports')).toBeVisible();
  await expect(item.getByText('0 counted · 5 not counted')).toBeVisible();
  await staff.close();
});

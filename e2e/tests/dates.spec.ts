import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// Every date shown goes through the shared date helper; no raw ISO date anywhere on a statement's page.

interface Listed {
  id: number;
  event_date: string | null;
}

test('a prediction’s page shows its event date formatted, and no ISO date anywhere', async ({ page }) => {
  const listed = (await (await page.request.get('/api/content-api/statements/?type=prediction&per_page=20')).json()) as Listed[];
  const prediction = listed.find((statement) => statement.event_date);
  expect(prediction, 'the demo seed has predictions with event dates').toBeTruthy();
  await page.goto(`/statements/${prediction!.id}`);
  const eventDate = page.locator(`time[datetime="${prediction!.event_date}"]`);
  await expect(eventDate).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  // Once the live page has taken over from the server's first view, as after it.
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
});

test('a comment just posted reads “just now”, its exact date and time in the tooltip; the page’s own date keeps the full format', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const { csrfToken } = (await (await page.request.get('/api/csrf/')).json()) as { csrfToken: string };
  const headers = { 'X-CSRFToken': csrfToken };
  const created = await page.request.post('/api/content-api/statements/', {
    data: { title: `Dates journey ${Date.now()}`, body: 'When was this said?', statement_type: 'opinion', topics: [] },
    headers,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/statements/${id}`);
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  await page.getByPlaceholder('Add a comment...').fill('Said a moment ago');
  await page.getByRole('button', { name: 'Post Comment' }).click();

  const comment = page.getByRole('listitem').filter({ hasText: 'Said a moment ago' });
  const when = comment.locator('time');
  await expect(when).toHaveText('just now');
  await expect(when).toHaveAttribute('title', /^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} [AP]M$/);
  // The statement itself: 'MMM d, yyyy • h:mm a', not time ago: a shared link is read long after it was posted.
  await expect(
    page
      .locator('main')
      .getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} • \d{1,2}:\d{2} [AP]M$/)
      .first(),
  ).toBeVisible();
});

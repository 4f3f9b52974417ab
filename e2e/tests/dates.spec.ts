import { expect, test } from '../support/test';

// Issue 29: every date shown goes through the shared date helper; no raw ISO date anywhere on a statement's page.

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
  await page.waitForFunction(() => Boolean(window.__RECEIPTS_RUNTIME__?.mfe_feed));
  await expect(page.locator('main')).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/);
});

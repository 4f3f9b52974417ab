import { expect, test } from '../support/test';

// A fan reading a track record can find out what its numbers mean.

test('from a track record, a visitor opens “How scoring works” and reads the worked example', async ({ page }) => {
  const board = (await (await page.request.get('/api/leaderboards/')).json()) as { rows: { user: { username: string } }[] };
  await page.goto(`/profile/${board.rows[0].user.username}`);
  await page.getByRole('region', { name: 'Track record' }).getByRole('link', { name: 'How scoring works' }).click();
  await expect(page).toHaveURL(/\/how-scoring-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How scoring works' })).toBeVisible();
  const example = page.getByRole('table', { name: 'Three resolved predictions, scored' });
  await expect(example.getByRole('row').last()).toContainText('1.25');
  await expect(page.getByText(/lists only those with at least 5 resolved predictions/)).toBeVisible();
});

test('the leaderboards explain themselves: “How scoring works” is one click away', async ({ page }) => {
  await page.goto('/leaderboards?board=fans');
  await page.getByRole('link', { name: 'How scoring works' }).click();
  await expect(page).toHaveURL(/\/how-scoring-works$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Confidence and skill' })).toBeVisible();
});

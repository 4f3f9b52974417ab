import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { signIn } from '../support/session';

// /achievements: badges computed from the track record, public on profiles, rules shown on locked ones.

interface Board {
  rows: { user: { username: string }; resolved: number; best_streak: number }[];
}

test('a visitor sees on a ranked member’s profile the badges their record earned', async ({ page }) => {
  const board = (await (await page.request.get('/api/leaderboards/')).json()) as Board;
  const top = board.rows[0];
  expect(top, 'the demo seed ranks members').toBeTruthy();
  await page.goto(`/profile/${top.user.username}`);
  const section = page.getByRole('region', { name: 'Achievements' });
  await expect(section.getByText(/^\d of 6 unlocked$/)).toBeVisible();
  const badges = section.getByRole('list', { name: `Achievements of ${top.user.username}` });
  // Ranked means at least the minimum of resolved calls: the first is settled for sure.
  await expect(badges.getByRole('listitem', { name: 'First call settled' })).toContainText('Unlocked');
  await expect(badges.getByRole('listitem', { name: 'Hot streak' })).toContainText(top.best_streak >= 5 ? 'Unlocked' : 'Locked');
  await expect(section.getByRole('link', { name: 'What each badge takes' })).toHaveCount(0);
});

test('a member opens Achievements from the avatar menu and sees each locked badge’s rule and progress', async ({ page }) => {
  await signIn(page, ACCOUNTS.fan);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /Achievements/ }).click();
  await expect(page).toHaveURL(/\/achievements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  const badges = page.getByRole('list', { name: 'Your achievements' });
  await expect(badges.getByRole('listitem')).toHaveCount(6);
  const conviction = badges.getByRole('listitem', { name: 'Conviction' });
  await expect(conviction).toContainText('Get ten predictions right at confidence 8 or higher.');
  await expect(page.getByText(/^\d of 6 unlocked$/)).toBeVisible();
});

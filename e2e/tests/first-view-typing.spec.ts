/**
 * What a fan types into the server's first view before React hydrates it stays, and the page acts on it once live
 * (shell/src/features/first-view/replay-edits.ts).
 */
import { expect, test } from '../support/test';
import { E2E_BASE_URL } from '../support/env';

interface Named {
  name: string;
}

test('text typed into the first view before it is hydrated reaches the live page', async ({ page }) => {
  const commentators = (await (await fetch(`${E2E_BASE_URL}/api/commentators/?sort=popular`)).json()) as Named[];
  const wanted = commentators[commentators.length - 1].name;
  const other = commentators.find((commentator) => !commentator.name.includes(wanted.slice(0, 4)))?.name;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/commentators', { waitUntil: 'domcontentloaded' });
  const serverBox = page.locator('#receipts-first-view').getByRole('searchbox', { name: 'Search commentators' });
  await serverBox.fill(wanted.slice(0, 4));

  release();
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  const box = page.getByRole('searchbox', { name: 'Search commentators' });
  await expect(box).toHaveValue(wanted.slice(0, 4));
  await expect(box).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(wanted.slice(0, 4))}`));
  // The sidebar lists popular commentators too: look at the page itself.
  const list = page.getByRole('main');
  await expect(list.getByText(wanted, { exact: true }).first()).toBeVisible();
  if (other) await expect(list.getByText(other, { exact: true })).toHaveCount(0);
});

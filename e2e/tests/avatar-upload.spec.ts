import { expect, test } from '../support/test';
import { ACCOUNTS } from '../support/env';
import { recordRequests, signIn } from '../support/session';
import { twoColourPng } from '@receipts/testing/png';

const ADMIN_FILES = /mfe-admin-avatar/;

/** The most popular show: first in the sidebar's Shows list. */
async function topShow(request: import('@playwright/test').APIRequestContext) {
  const shows = (await (await request.get('/api/shows/?sort=popular')).json()) as {
    slug: string;
    name: string;
    photo_url: string | null;
  }[];
  return shows[0];
}

test('staff choose a real PNG, crop it, upload it, and see the new photo on the detail page and in the sidebar', async ({
  page,
  request,
}) => {
  const show = await topShow(request);
  await page.goto('/');
  await signIn(page, ACCOUNTS.staff);
  await page.goto(`/shows/${show.slug}`);
  const detail = page.locator('.directory-detail');
  await expect(detail.getByRole('heading', { level: 1, name: show.name })).toBeVisible();
  const sidebarShow = page.getByRole('list', { name: 'Shows' }).getByRole('link', { name: show.name });
  await expect(sidebarShow).toBeVisible(); // the sidebar's shows list is now cached in localStorage
  expect(await page.evaluate(() => localStorage.getItem('receipts.sidebar.shows'))).not.toBeNull();

  await detail.getByRole('link', { name: 'Update Avatar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Show Avatar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current Avatar' }).getByText(show.name)).toBeVisible();

  // The chooser is reached with Tab, visibly focused, and opens the file picker with Enter.
  const chooser = page.getByRole('button', { name: 'Select Image' });
  // Listening first: Playwright turns on the browser's file-chooser interception without waiting for it, so a key
  // pressed in the same moment could reach the page before it (a loaded CI host saw no file chooser).
  const fileChooserOpened = page.waitForEvent('filechooser');
  await page.getByRole('heading', { level: 2, name: 'New Avatar' }).click();
  await page.keyboard.press('Tab');
  await expect(chooser).toBeFocused();
  expect(await chooser.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  const fileChooser = await fileChooserOpened;
  await fileChooser.setFiles({ name: 'face.png', mimeType: 'image/png', buffer: twoColourPng(300, 200, [220, 40, 40], [40, 80, 220]) });

  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(dialog).toBeVisible();
  const selection = dialog.getByRole('group', { name: /arrow keys to move the crop selection/ });
  await expect(selection).toBeVisible();
  // Starts at the full height, centred: a 200 × 200 circle from x = 50 of the 300 × 200 image.
  expect(await selection.evaluate((el) => [el.style.left, el.style.width, el.style.height])).toEqual(['16.6667%', '66.6667%', '100%']);
  await selection.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => selection.evaluate((el) => parseFloat(el.style.left))).toBeGreaterThan(16.67);
  await dialog.getByRole('button', { name: 'Crop & Continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('img', { name: 'New avatar preview' })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

  const uploaded = page.waitForResponse((response) => response.url().includes(`/api/shows/${show.slug}/avatar-upload/`));
  await page.getByRole('button', { name: 'Upload Avatar' }).click();
  const answer = (await (await uploaded).json()) as { url: string; content_type: string };
  expect(answer.content_type).toBe('image/jpeg');
  expect(answer.url).toMatch(new RegExp(`/uploads/shows/${show.slug}/\\d+-face\\.jpg$`));
  await expect(page.getByText('Avatar updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'New avatar preview' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Current Avatar' }).getByRole('img', { name: show.name })).toHaveAttribute(
    'src',
    answer.url,
  );

  // Served back by this server as the JPEG it is.
  const file = await request.get(answer.url);
  expect(file.status()).toBe(200);
  expect(file.headers()).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
  expect([...(await file.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  // The sidebar shows the new photo at once: no reload, its cached list was dropped and fetched again.
  await expect(sidebarShow.locator('img')).toHaveAttribute('src', answer.url);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/shows/${show.slug}$`));
  await expect(detail.getByRole('img', { name: show.name })).toHaveAttribute('src', answer.url);
  await expect(detail.getByRole('img', { name: show.name })).toHaveJSProperty('complete', true);
  expect(await detail.getByRole('img', { name: show.name }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  await page.reload();
  await expect(page.locator('.directory-detail').getByRole('img', { name: show.name })).toHaveAttribute('src', answer.url);
  // In the sidebar the photo is decorative (the link's text names the show), so it is found as an element.
  await expect(page.getByRole('list', { name: 'Shows' }).getByRole('link', { name: show.name }).locator('img')).toHaveAttribute(
    'src',
    answer.url,
  );
});

test('members get the permission message and never fetch this remote', async ({ page, request }) => {
  const show = await topShow(request);
  const urls = recordRequests(page);
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  await page.goto(`/shows/${show.slug}`);
  await expect(page.locator('.directory-detail').getByRole('heading', { level: 1, name: show.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update Avatar' })).toHaveCount(0);
  await page.goto(`/shows/${show.slug}/avatar`);
  await expect(page.getByText("You don't have permission to update show avatars.")).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => ADMIN_FILES.test(url) || /avatar-upload/.test(url))).toEqual([]);
});

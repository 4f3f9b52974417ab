import { expect, test } from '@playwright/test';
import { ACCOUNTS, ALT_REMOTE_PORT } from '../support/env';
import { recordRequests, signIn } from '../support/session';
import { resetRemotesMap, setRemotesMap } from '../support/remotes-map';
import { ALT_BANNER } from '../support/alt-remote';

test.afterEach(() => resetRemotesMap());

const ADMIN_FILES = /mfe-admin-avatar/;

test('visitors never fetch the admin avatar remote, not even on its routes', async ({ page, request }) => {
  const urls = recordRequests(page);
  const [commentator] = (await (await request.get('/api/commentators/')).json()) as { slug: string }[];
  for (const path of ['/', '/commentators', '/shows']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`/commentators/${commentator.slug}/avatar`);
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => ADMIN_FILES.test(url))).toEqual([]);
});

test('members never fetch the admin avatar remote', async ({ page, request }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await signIn(page, ACCOUNTS.fan);
  const [podcast] = (await (await request.get('/api/podcasts/')).json()) as { slug: string }[];
  await page.goto(`/podcasts/${podcast.slug}/avatar`);
  await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
  await page.goto('/my-activity');
  await page.waitForLoadState('networkidle');
  expect(urls.filter((url) => ADMIN_FILES.test(url))).toEqual([]);
});

test('staff load the admin avatar remote on its route', async ({ page, request }) => {
  const urls = recordRequests(page);
  await page.goto('/');
  await signIn(page, ACCOUNTS.staff);
  const [commentator] = (await (await request.get('/api/commentators/')).json()) as { slug: string }[];
  await page.goto(`/commentators/${commentator.slug}/avatar`);
  await expect(page.getByRole('heading', { name: 'Update Commentator Avatar' })).toBeVisible();
  expect(urls.some((url) => /mfe-admin-avatar\/mf-manifest\.json/.test(url))).toBe(true);
});

test('the shell and every loaded remote share one React and one auth store', async ({ page, request }) => {
  await page.goto('/');
  await signIn(page, ACCOUNTS.staff);
  const [commentator] = (await (await request.get('/api/commentators/')).json()) as { slug: string }[];
  const visits: [string, string][] = [
    ['/', 'mfe_feed'],
    ['/commentators', 'mfe_directory'],
    ['/create-prediction', 'mfe_create'],
    ['/my-activity', 'mfe_profile'],
    [`/commentators/${commentator.slug}/avatar`, 'mfe_admin_avatar'],
  ];
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  for (const [path, remote] of visits) {
    await page.evaluate((to) => {
      // Client-side navigation keeps one page, so every remote lands in the same runtime.
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction((name) => Boolean(window.__RECEIPTS_RUNTIME__?.[name]), remote);
  }
  const result = await page.evaluate(() => {
    const probes = window.__RECEIPTS_RUNTIME__ ?? {};
    const shell = probes.shell;
    return {
      names: Object.keys(probes).sort(),
      sameReact: Object.values(probes).every((probe) => probe.react === shell?.react),
      sameStore: Object.values(probes).every((probe) => probe.authStore === shell?.authStore),
    };
  });
  expect(result.names).toEqual(expect.arrayContaining(['shell', 'mfe_feed', 'mfe_directory', 'mfe_create', 'mfe_profile', 'mfe_admin_avatar']));
  expect(result.sameReact).toBe(true);
  expect(result.sameStore).toBe(true);
});

test('a remote that is down shows a retry panel while the rest of the site works', async ({ page }) => {
  setRemotesMap({ mfe_directory: 'http://127.0.0.1:9/mf-manifest.json' });
  await page.goto('/commentators');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('pointing the map at a new build of a remote takes effect on the next load', async ({ page }) => {
  await page.goto('/commentators');
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
  await expect(page.getByText(ALT_BANNER)).toHaveCount(0);
  setRemotesMap({ mfe_directory: `http://127.0.0.1:${ALT_REMOTE_PORT}/mf-manifest.json` });
  await page.reload();
  await expect(page.getByText(ALT_BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
});

import { expect, test } from '../support/test';
import { ALT_REMOTE_PORT, MANIFEST_FILE } from '../support/env';
import { ALT_BANNER, ALT_NEW_HEADING, ALT_NEW_PATH } from '../support/alt-remote';
import { recordResources } from '../support/session';
import { resetRemotesMap, setRemotesMap } from '../support/remotes-map';

test.afterEach(() => resetRemotesMap());

/** The shell's own scripts on a page load: they must not change when a remote ships a new page. */
const shellScripts = (resources: { url: string; type: string }[]) =>
  resources
    .filter(({ url, type }) => type === 'script' && !url.includes('/remotes/') && !url.includes(`:${ALT_REMOTE_PORT}/`))
    .map(({ url }) => url);
const unique = (urls: string[]) => [...new Set(urls)].sort();

test('a squad adds a page by deploying its remote: the map points at the new build, the page works; pointed back, the path goes to /', async ({
  page,
}) => {
  // Before: no remote declares the path, so the shell sends it home.
  await page.goto(ALT_NEW_PATH);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: ALT_NEW_HEADING })).toHaveCount(0);

  const before = recordResources(page);
  await page.goto('/commentators');
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shellBefore = unique(shellScripts(before));

  // The operator points the directory at the second build (its manifest declares the new path). Nothing else is rebuilt.
  setRemotesMap({ mfe_directory: `http://127.0.0.1:${ALT_REMOTE_PORT}/${MANIFEST_FILE}` });
  const after = recordResources(page);
  await page.goto(ALT_NEW_PATH);
  await expect(page.getByRole('heading', { name: ALT_NEW_HEADING, level: 1 })).toBeVisible();
  await expect(page.getByText(ALT_BANNER)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(ALT_NEW_PATH);
  const boot = await page.evaluate(() => JSON.parse(document.getElementById('receipts-boot')?.textContent ?? 'null'));
  expect(boot.remotes.mfe_directory.routes).toContain(ALT_NEW_PATH);
  // The same shell files served both pages: the shell learnt the route from the map, not from a rebuild.
  await page.waitForLoadState('networkidle');
  expect(unique(shellScripts(after))).toEqual(shellBefore);
  // The directory's other pages still work from the new build, and other remotes are untouched.
  await page.goto('/shows');
  await expect(page.getByRole('heading', { name: 'Shows', level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(ALT_BANNER)).toHaveCount(0);

  // Pointed back at the first build: the path belongs to nobody again.
  resetRemotesMap();
  await page.goto(ALT_NEW_PATH);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: ALT_NEW_HEADING })).toHaveCount(0);
});

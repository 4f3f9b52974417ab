import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ALT_REMOTE_PORT, MANIFEST_FILE, ROOT } from '../support/env';
import { ALT_BANNER, ALT_NEW_HEADING, ALT_NEW_PATH } from '../support/alt-remote';
import { recordResources } from '../support/session';
import { resetRemotesMap, setRemotesMap } from '../support/remotes-map';

test.afterEach(() => resetRemotesMap());

/** The shell's own scripts on a page load (file names): they must come from the one shell build. */
const shellScripts = (resources: { url: string; type: string }[]) =>
  resources
    .filter(({ url, type }) => type === 'script' && !url.includes('/remotes/') && !url.includes(`:${ALT_REMOTE_PORT}/`))
    .map(({ url }) => new URL(url).pathname.replace(/^\//, ''));
const entryOf = (scripts: string[]) => [...new Set(scripts.filter((file) => /^main\.[^/]+\.js$/.test(file)))];
/** The shell build's files, as the server has them. */
const shellBuild = () =>
  fs
    .readdirSync(path.join(ROOT, 'shell', 'dist'))
    .filter((file) => file.endsWith('.js'))
    .sort();

test('a squad adds a page by deploying its remote: the map points at the new build, the page works; pointed back, the path goes to /', async ({
  page,
}) => {
  // Before: no remote declares the path, so the shell sends it home.
  await page.goto(ALT_NEW_PATH);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: ALT_NEW_HEADING })).toHaveCount(0);

  const build = shellBuild();
  const before = recordResources(page);
  await page.goto('/commentators');
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const entryBefore = entryOf(shellScripts(before));
  expect(entryBefore).toHaveLength(1);

  // The operator points the directory at the second build (its manifest declares the new path). Nothing else is rebuilt.
  setRemotesMap({ mfe_directory: `http://127.0.0.1:${ALT_REMOTE_PORT}/${MANIFEST_FILE}` });
  const after = recordResources(page);
  await page.goto(ALT_NEW_PATH);
  await expect(page.getByRole('heading', { name: ALT_NEW_HEADING, level: 1 })).toBeVisible();
  await expect(page.getByText(ALT_BANNER)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(ALT_NEW_PATH);
  const boot = await page.evaluate(() => JSON.parse(document.getElementById('receipts-boot')?.textContent ?? 'null'));
  expect(boot.remotes.mfe_directory.routes).toContain(ALT_NEW_PATH);
  // The same shell build served both pages (its entry, and only its files; which lazy chunks a load asks for by the
  // time the network is quiet depends on the host's speed): the shell learnt the route from the map, not a rebuild.
  await page.waitForLoadState('networkidle');
  expect(entryOf(shellScripts(after))).toEqual(entryBefore);
  expect(shellScripts(after).filter((file) => !build.includes(file))).toEqual([]);
  expect(shellBuild()).toEqual(build);
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

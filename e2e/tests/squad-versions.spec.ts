import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ALT_REMOTE_PORT, MANIFEST_FILE, TMP } from '../support/env';
import { INCOMPATIBLE_FOLDER } from '../support/alt-remote';
import { recordRequests } from '../support/session';
import { resetRemotesMap, setRemotesMap } from '../support/remotes-map';

test.afterEach(() => resetRemotesMap());

const SERVER_LOG = path.join(TMP, 'server.log');

test('a remote built against an incompatible major of @receipts/shared is refused with its panel and reported; the rest of the site works', async ({
  page,
}) => {
  setRemotesMap({ mfe_directory: `http://127.0.0.1:${ALT_REMOTE_PORT}/${INCOMPATIBLE_FOLDER}/${MANIFEST_FILE}` });
  const urls = recordRequests(page);
  const reports = page.waitForRequest((request) => request.url().endsWith('/api/client-errors/') && request.method() === 'POST');
  await page.goto('/commentators');

  const panel = page.getByRole('alert').filter({ hasText: 'This part of Receipts was built for a newer version of the site' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("the directory can't open until the site catches up");
  await expect(panel.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Refused before any of its code ran: none of its files was requested (the server hints none either), so no second
  // React or store was ever loaded.
  expect(urls.filter((url) => url.includes(`/${INCOMPATIBLE_FOLDER}/`) && !url.endsWith(MANIFEST_FILE))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.__RECEIPTS_RUNTIME__ ?? {}))).not.toContain('mfe_directory');

  // Reported to the API, which logs it with the remote's name and version.
  const report = await reports;
  expect(JSON.parse(report.postData() ?? '{}')).toMatchObject({ kind: 'version-refused', remote: 'mfe_directory', version: '0.1.0' });
  await expect
    .poll(() => fs.readFileSync(SERVER_LOG, 'utf8'), { timeout: 10_000 })
    // The MF runtime prefixes the messages of errors thrown in its hooks ('[ Federation Runtime ]: ').
    .toMatch(
      /client error \(version-refused\) in mfe_directory@0\.1\.0: RemoteVersionError: (\[ Federation Runtime \]: )?mfe_directory was built for @receipts\/shared contract 2/,
    );

  // The frame and the other areas keep working.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(panel).toHaveCount(0);
});

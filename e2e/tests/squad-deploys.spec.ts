import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '../support/test';
import { E2E_BASE_URL, REMOTES_MAP_FILE, ROOT, TMP } from '../support/env';
import { ALT_BANNER, ALT_COPY } from '../support/alt-remote';
import { resetRemotesMap } from '../support/remotes-map';

test.afterEach(() => resetRemotesMap());

/** What a squad runs: `npm run deploy -w mfe-directory -- --to <dir>` (and rollback), here on the server's own map. */
function squad(command: 'deploy' | 'rollback', packageDir: string, ...flags: string[]): string {
  return execFileSync(
    'node',
    [
      path.join(ROOT, 'shared', 'build', 'remote-deploy.cjs'),
      command,
      '--package',
      packageDir,
      '--to',
      TMP,
      '--map',
      REMOTES_MAP_FILE,
      ...flags,
    ],
    { encoding: 'utf8' },
  );
}

/** The entry the page's Module Federation runtime registered for the directory once it has loaded it. */
async function directoryEntry(page: Page): Promise<string | undefined> {
  await page.waitForFunction(() => Boolean(window.__RECEIPTS_RUNTIME__?.mfe_directory));
  return page.evaluate(() => {
    type Instance = { name: string; options: { remotes: { name: string; entry?: string }[] } };
    const global = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const shell = global?.__INSTANCES__?.find((instance) => instance.name === 'shell');
    return shell?.options.remotes.find((remote) => remote.name === 'mfe_directory')?.entry;
  });
}

/** A fresh browser whose canary seed is chosen (as if it had drawn it on its first visit). */
async function browserWithSeed(browser: Browser, seed: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'receipts_seed', value: String(seed), url: E2E_BASE_URL }]);
  return context.newPage();
}

test('a 50% canary: two browsers with chosen seeds each keep their version across reloads; a rollback takes effect on the next load', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  expect(squad('deploy', path.join(ROOT, 'mfe-directory'))).toMatch(/mfe_directory 0\.1\.0-[0-9a-f]{10}: published .* serving everyone/);
  expect(squad('deploy', ALT_COPY, '--canary', '50')).toMatch(
    /mfe_directory 2\.0\.0-[0-9a-f]{10}: published .* canary for 50% of browsers/,
  );

  const onCanary = await browserWithSeed(browser, 10);
  const onStable = await browserWithSeed(browser, 90);
  for (let load = 0; load < 3; load += 1) {
    await onCanary.goto('/commentators');
    await expect(onCanary.getByText(ALT_BANNER)).toBeVisible();
    await onStable.goto('/commentators');
    await expect(onStable.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
    await expect(onStable.getByText(ALT_BANNER)).toHaveCount(0);
  }
  // The page carries both releases; the shell's canary runtime plugin loaded the one each seed gets.
  expect(await directoryEntry(onCanary)).toMatch(/\/mfe-directory\/2\.0\.0-[0-9a-f]{10}\/remoteEntry\.js$/);
  await expect(onCanary.getByText(ALT_BANNER)).toBeVisible();
  expect(await directoryEntry(onStable)).toMatch(/\/mfe-directory\/0\.1\.0-[0-9a-f]{10}\/remoteEntry\.js$/);

  // Each browser's assignment and served version, in /auth-check's environment section.
  await onCanary.goto('/auth-check');
  await expect(onCanary.getByLabel('Environment')).toContainText('Canary seed10');
  await expect(onCanary.getByLabel('Environment')).toContainText('mfe_directory (directory)2.0.0 (canary)');
  await onStable.goto('/auth-check');
  await expect(onStable.getByLabel('Environment')).toContainText('Canary seed90');
  await expect(onStable.getByLabel('Environment')).toContainText('mfe_directory (directory)0.1.0 (stable)');

  // The squad rolls back: the canary is gone on the canary browser's next load.
  expect(squad('rollback', path.join(ROOT, 'mfe-directory'))).toContain('dropped the canary');
  await onCanary.goto('/commentators');
  await expect(onCanary.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
  await expect(onCanary.getByText(ALT_BANNER)).toHaveCount(0);
  await onCanary.goto('/auth-check');
  await expect(onCanary.getByLabel('Environment')).toContainText(/mfe_directory \(directory\)0\.1\.0(?! \()/);

  // And once more: back to the version before the first deploy (the package's own build under /remotes/).
  expect(squad('rollback', path.join(ROOT, 'mfe-directory'))).toContain('/remotes/mfe-directory/mf-manifest.json');
  await onStable.goto('/commentators');
  await expect(onStable.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
  await onStable.context().close();
  await onCanary.context().close();
});

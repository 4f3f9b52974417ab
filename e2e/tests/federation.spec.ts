import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { ACCOUNTS, ALT_REMOTE_PORT, E2E_BASE_URL, MANIFEST_FILE, REMOTES, ROOT } from '../support/env';
import { recordRequests, recordResources, signIn } from '../support/session';
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
  const resources = recordResources(page);
  await page.goto('/');
  await signIn(page, ACCOUNTS.staff);
  const [commentator] = (await (await request.get('/api/commentators/')).json()) as { slug: string }[];
  await page.goto(`/commentators/${commentator.slug}/avatar`);
  await expect(page.getByRole('heading', { name: 'Update Commentator Avatar' })).toBeVisible();
  // The server resolved the entry from the remote's manifest: the browser loads the entry script itself.
  expect(resources).toContainEqual({ url: `${E2E_BASE_URL}/remotes/mfe-admin-avatar/remoteEntry.js`, type: 'script' });
  // Staff-only remotes get no preload hint: nothing of theirs is requested before the staff guard.
  const html = await (await request.get(`/commentators/${commentator.slug}/avatar`)).text();
  expect(html).not.toMatch(/<link rel="preload"[^>]*mfe-admin-avatar/);
  expect(html).not.toMatch(/receipts-preload[^>]*mfe-admin-avatar/);
});

test('the page carries its runtime config and remotes map: no request for either, the MF runtime loads the remote by <script>', async ({
  page,
  request,
}) => {
  const resources = recordResources(page);
  await page.goto('/commentators');
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const paths = resources.map(({ url }) => new URL(url).pathname);
  expect(paths).not.toContain('/remotes.json');
  expect(paths).not.toContain('/runtime-config.json');
  expect(paths.filter((path) => path.endsWith(`/${MANIFEST_FILE}`))).toEqual([]);
  const entry = `${E2E_BASE_URL}/remotes/mfe-directory/remoteEntry.js`;
  expect(resources.filter((resource) => resource.url === entry).map((resource) => resource.type)).toContain('script');
  // Only the page's own remote is fetched.
  expect(paths.filter((path) => path.startsWith('/remotes/') && !path.startsWith('/remotes/mfe-directory/'))).toEqual([]);

  const boot = await page.evaluate(() => JSON.parse(document.getElementById('receipts-boot')?.textContent ?? 'null'));
  expect(boot.config).toMatchObject({ apiBaseUrl: '/api' });
  expect(boot.remotes.mfe_directory).toMatchObject({
    manifest: `/remotes/mfe-directory/${MANIFEST_FILE}`,
    entry: '/remotes/mfe-directory/remoteEntry.js',
  });

  // The HTML names the page's remote so the shell's loader fetches it alongside the shell.
  const html = await (await request.get('/commentators')).text();
  expect(html).toContain('<meta name="receipts-preload" content="/remotes/mfe-directory/remoteEntry.js">');
});

test('while a remote loads its area shows a skeleton; a remote that never answers ends in the retry panel', async ({ page }) => {
  test.setTimeout(120_000);
  // Accept the directory's requests and never answer them. Opened by client-side navigation, so no
  // preload hint of the directory is in flight.
  const held: import('@playwright/test').Route[] = [];
  await page.route('**/remotes/mfe-directory/**', (route) => void held.push(route));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/commentators');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  const skeleton = page.getByRole('status').filter({ hasText: 'Loading the directory' });
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('banner')).toBeVisible();
  // The bounded load (10 s) fails: the area shows its Retry panel instead of spinning on, within 12 s.
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 12_000 });
  await expect(skeleton).toHaveCount(0);
  // A remote that did not answer in time is not retried behind the panel: the fan has waited long enough.
  expect(held.map((route) => new URL(route.request().url()).search)).toEqual(['']);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  // Retry loads a fresh copy of the entry (not the browser's memory of the failed one), and the area loads.
  const fresh = page.waitForRequest((request) => request.url().includes('/remotes/mfe-directory/remoteEntry.js?retry=2'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await fresh;
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible({ timeout: 10_000 });
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
  expect(result.names).toEqual(
    expect.arrayContaining(['shell', 'mfe_feed', 'mfe_directory', 'mfe_create', 'mfe_profile', 'mfe_admin_avatar']),
  );
  expect(result.sameReact).toBe(true);
  expect(result.sameStore).toBe(true);
});

test('a remote built with Rspack renders in the webpack-built shell, on the one React the page shares', async ({ page, request }) => {
  // mfe-admin-avatar builds with Rspack (its rspack.config.cjs, shared/build/rspack.cjs); the shell with webpack.
  const avatarPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-admin-avatar', 'package.json'), 'utf8'));
  expect(avatarPackage.scripts.build).toMatch(/^rspack build -c rspack\.config\.cjs/);
  await page.goto('/');
  await signIn(page, ACCOUNTS.staff);
  const [commentator] = (await (await request.get('/api/commentators/')).json()) as { slug: string }[];
  await page.goto(`/commentators/${commentator.slug}/avatar`);
  await expect(page.getByRole('heading', { name: 'Update Commentator Avatar' })).toBeVisible();
  const runtime = await page.evaluate(() => {
    type Versions = Record<string, { from?: string; loaded?: boolean }>;
    type Scopes = Record<string, Record<string, Versions>>;
    const global = window as unknown as {
      rspackChunkmfe_admin_avatar?: unknown;
      __FEDERATION__?: {
        __SHARE__?: Record<string, Scopes>;
        __INSTANCES__?: { name: string; shareScopeMap?: Scopes; options: { remotes: { name: string }[] } }[];
      };
    };
    const instances = global.__FEDERATION__?.__INSTANCES__ ?? [];
    const scopeMaps = [
      ...Object.values(global.__FEDERATION__?.__SHARE__ ?? {}),
      ...instances.map((instance) => instance.shareScopeMap ?? {}),
    ];
    const reacts = scopeMaps.flatMap((scopes) => Object.entries(scopes.default?.react ?? {}));
    const probes = window.__RECEIPTS_RUNTIME__ ?? {};
    return {
      // Rspack's chunk loading global: the avatar code on this page is Rspack's output.
      builtByRspack: Array.isArray(global.rspackChunkmfe_admin_avatar),
      instances: instances.map((instance) => instance.name),
      reactVersions: [...new Set(reacts.map(([version]) => version))],
      reactFrom: [...new Set(reacts.map(([, info]) => info.from))],
      reactLoaded: reacts.some(([, info]) => info.loaded),
      sameReact: probes.mfe_admin_avatar?.react === probes.shell?.react && Boolean(probes.shell?.react),
      sameStore: probes.mfe_admin_avatar?.authStore === probes.shell?.authStore,
    };
  });
  expect(runtime.builtByRspack).toBe(true);
  // One runtime (the shell's: the Rspack remote is built with externalRuntime like the others) and one React in it.
  expect(runtime.instances).toContain('shell');
  expect(runtime.reactVersions).toHaveLength(1);
  expect(runtime.reactFrom).toEqual(['shell']);
  expect(runtime.reactLoaded).toBe(true);
  expect(runtime.sameReact).toBe(true);
  expect(runtime.sameStore).toBe(true);
});

test("the page's Module Federation runtime is the shell's instance, with the remotes it loaded", async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.__RECEIPTS_RUNTIME__?.mfe_feed));
  // Until the shell has taken over from the server's first view, a click is an ordinary page load (a new runtime).
  await expect(page.locator('#receipts-first-view')).toHaveCount(0);
  // A commentator in the sidebar: their page is the directory remote's.
  await page.getByRole('list', { name: 'Commentators' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/commentators\/[a-z-]+$/);
  await page.waitForFunction(() => Boolean(window.__RECEIPTS_RUNTIME__?.mfe_directory));
  const federation = await page.evaluate(() => {
    const global = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__?: { name: string; moduleCache: Map<string, unknown>; options: { remotes: { name: string; entry?: string }[] } }[];
        };
      }
    ).__FEDERATION__;
    return (global?.__INSTANCES__ ?? []).map((instance) => ({
      name: instance.name,
      loaded: [...instance.moduleCache.keys()].sort(),
      remotes: instance.options.remotes.map((remote) => ({ name: remote.name, entry: remote.entry })),
    }));
  });
  const shell = federation.find((instance) => instance.name === 'shell');
  expect(shell?.loaded).toEqual(['mfe_directory', 'mfe_feed']);
  expect(shell?.remotes).toEqual(
    expect.arrayContaining([
      { name: 'mfe_feed', entry: `${E2E_BASE_URL}/remotes/mfe-feed/remoteEntry.js` },
      { name: 'mfe_directory', entry: `${E2E_BASE_URL}/remotes/mfe-directory/remoteEntry.js` },
    ]),
  );
});

test('a remote that is down shows a retry panel while the rest of the site works', async ({ page }) => {
  setRemotesMap({ mfe_directory: `http://127.0.0.1:9/${MANIFEST_FILE}` });
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
  setRemotesMap({ mfe_directory: `http://127.0.0.1:${ALT_REMOTE_PORT}/${MANIFEST_FILE}` });
  const resources = recordResources(page);
  await page.reload();
  await expect(page.getByText(ALT_BANNER)).toBeVisible();
  expect(resources).toContainEqual({ url: `http://127.0.0.1:${ALT_REMOTE_PORT}/remoteEntry.js`, type: 'script' });
  await expect(page.getByRole('heading', { name: 'Commentators', level: 1 })).toBeVisible();
});

test("one route table: the shell's build holds no remote's route pattern, each remote's manifest carries its own", () => {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const shellJs = fs
    .readdirSync(shellDist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(shellDist, file), 'utf8'))
    .join('\n');
  for (const remote of REMOTES) {
    const declared: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, remote.folder, 'src', 'route-patterns.json'), 'utf8'));
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, remote.folder, 'dist', MANIFEST_FILE), 'utf8'));
    expect(manifest.metaData.receipts.routes, `${remote.folder}'s mf-manifest.json`).toEqual(declared);
    // Patterns with parameters are the remote's alone (plain paths such as /trending are also the sidebar's links).
    // As strings of their own: the API contract's endpoint paths (/api/content-api/statements/:id/) contain some.
    for (const pattern of declared.filter((route) => route.includes(':'))) {
      expect(shellJs, `${pattern} in shell/dist`).not.toMatch(new RegExp(`["'\`]${pattern}["'\`]`));
    }
  }
  expect(shellJs).not.toContain('"/statements/:id"');
});

// @engine-agnostic: which remotes map a request is served; no SQL (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../../test/harness';

const STABLE = '1.0.0-aaaaaaaaaa';
const CANARY = '2.0.0-bbbbbbbbbb';
const manifestUrl = (release: string) => `/deploys/mfe-directory/${release}/mf-manifest.json`;

/** A built shell, and two releases of the directory published beside the map as `npm run deploy` leaves them. */
function fakeDeploys(): { siteRoot: string; mapFile: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-canary-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('site/shell/dist/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  for (const [release, version] of [
    [STABLE, '1.0.0'],
    [CANARY, '2.0.0'],
  ]) {
    write(
      `deploys/mfe-directory/${release}/mf-manifest.json`,
      JSON.stringify({
        id: 'mfe_directory',
        name: 'mfe_directory',
        metaData: {
          buildInfo: { buildVersion: version },
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
          // The canary was built for another major of @receipts/shared: the shell refuses it.
          receipts: { routes: ['/commentators'], sharedContract: version === '2.0.0' ? 7 : 0 },
        },
        exposes: [{ path: './routes', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }],
        shared: [],
        remotes: [],
      }),
    );
    write(`deploys/mfe-directory/${release}/remoteEntry.js`, `var mfe_directory = '${version}';`);
    write(`deploys/mfe-directory/${release}/ssr/first-view.js`, 'secret');
  }
  write('deploys/private.txt', 'not a release');
  const mapFile = path.join(root, 'deploys', 'remotes.json');
  write(
    'deploys/remotes.json',
    JSON.stringify({
      mfe_directory: { manifest: manifestUrl(STABLE), canary: { manifest: manifestUrl(CANARY), percent: 50 }, previous: [] },
    }),
  );
  return { siteRoot: path.join(root, 'site'), mapFile };
}

let ctx: TestContext;
let paths: { siteRoot: string; mapFile: string };
beforeAll(async () => {
  paths = fakeDeploys();
  ctx = await createTestApp({ siteRoot: paths.siteRoot, remotesMapFile: paths.mapFile, dataDir: path.join(paths.siteRoot, '.data') });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(path.dirname(paths.siteRoot), { recursive: true, force: true });
});

const bootOf = (html: string) => JSON.parse(/<script id="receipts-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]);
const pageFor = (seed?: string) =>
  ctx.app.inject({
    url: '/commentators',
    headers: { accept: 'text/html', ...(seed === undefined ? {} : { cookie: `receipts_seed=${seed}` }) },
  });

describe('canaries', () => {
  it('gives every browser both versions and its seed: the shell runs the canary when the seed is under the percent', async () => {
    for (const seed of ['10', '90']) {
      const boot = bootOf((await pageFor(seed)).body);
      expect(boot.seed).toBe(Number(seed));
      expect(boot.remotes.mfe_directory).toMatchObject({
        manifest: manifestUrl(STABLE),
        version: '1.0.0',
        routes: ['/commentators'],
        canary: { manifest: manifestUrl(CANARY), version: '2.0.0', routes: ['/commentators'], sharedContract: 7, percent: 50 },
      });
      // Which of the two a browser runs is its own to work out (the shell's canary runtime plugin), by its seed.
      expect(boot.remotes.mfe_directory.channel).toBeUndefined();
    }
  });

  it('keeps serving both until the map changes, however often a browser loads the page', async () => {
    const first = bootOf((await pageFor('10')).body);
    const again = bootOf((await pageFor('10')).body);
    expect(again.remotes).toEqual(first.remotes);
  });

  it("hints the page's remote files only for a release this site can run", async () => {
    expect((await pageFor('90')).body).toContain(
      `<meta name="receipts-preload" content="${`/deploys/mfe-directory/${STABLE}/remoteEntry.js`}">`,
    );
    expect((await pageFor('10')).body).not.toContain('receipts-preload');
  });

  it('gives a new browser a seed once, in a year-long cookie, and keeps a seed it already has', async () => {
    const fresh = await pageFor();
    const cookie = String(fresh.headers['set-cookie']);
    expect(cookie).toMatch(/receipts_seed=\d{1,2};/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(bootOf(fresh.body).seed).toBe(Number(/receipts_seed=(\d+)/.exec(cookie)![1]));
    expect((await pageFor('42')).headers['set-cookie']).toBeUndefined();
    // A seed that is not one of ours is replaced.
    expect(String((await pageFor('abc')).headers['set-cookie'])).toMatch(/receipts_seed=\d{1,2};/);
  });

  it('serves published releases at /deploys/, and nothing else of that folder', async () => {
    const entry = await ctx.app.inject({ url: `/deploys/mfe-directory/${CANARY}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe("var mfe_directory = '2.0.0';");
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    for (const url of [`/deploys/mfe-directory/${CANARY}/ssr/first-view.js`, '/deploys/private.txt', '/deploys/remotes.json']) {
      expect((await ctx.app.inject({ url })).statusCode).toBe(404);
    }
  });
});

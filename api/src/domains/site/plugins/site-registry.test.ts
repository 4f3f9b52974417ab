import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { deploySignature } from './deploy-signature';
import { siteRemotes } from '../../../db/schema';
import { buildTestApp, createTestDatabase, createUserWithSession, TEST_SECRET_KEY, type TestContext } from '../../../test/harness';

/*
 * The site's registry of remotes (site_remotes), on PGlite and PostgreSQL: what a deploy registers is served on the
 * next page, what each remote's manifest declared outlives the manifest being unreachable (on an instance that never
 * read it too), a staff-only remote's files reach staff only, and the deploy endpoints take only signed calls.
 */

interface FakeRemote {
  name: string;
  folder: string;
  access: 'public' | 'staff';
  routes: string[];
  nav?: unknown[];
}

function manifestOf({ name, access, routes, nav = [] }: FakeRemote) {
  return {
    name,
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      receipts: { name, access, area: `${name} area`, routes, nav, sharedContract: 0 },
    },
    exposes: [{ path: './routes', assets: { js: { sync: ['routes.abc.js'] }, css: { sync: [] } } }],
    shared: [],
  };
}

const LEAGUES: FakeRemote = {
  name: 'mfe_leagues',
  folder: 'mfe-leagues',
  access: 'public',
  routes: ['/leagues', '/leagues/:slug'],
  nav: [{ label: 'Leagues', path: '/leagues', icon: 'trending', group: 'main', order: 35 }],
};
const VAULT: FakeRemote = {
  name: 'mfe_vault',
  folder: 'mfe-vault',
  access: 'staff',
  routes: ['/vault'],
  nav: [{ label: 'Vault', path: '/vault', icon: 'moderation', group: 'staff', order: 10 }],
};

let root: string;
let mapFile: string;
let ctx: TestContext;
let shared: Awaited<ReturnType<typeof createTestDatabase>>;
const others: FastifyInstance[] = [];

/** A site root with the shell's page and, under <folder>/dist, each remote's build (source map and types zip too). */
function writeSite(remotes: FakeRemote[]) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('site/shell/dist/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  for (const remote of remotes) {
    write(`site/${remote.folder}/dist/mf-manifest.json`, JSON.stringify(manifestOf(remote)));
    write(`site/${remote.folder}/dist/remoteEntry.js`, `var ${remote.name} = {};`);
    write(`site/${remote.folder}/dist/routes.abc.js`, '/* routes */');
    write(`site/${remote.folder}/dist/routes.abc.js.map`, '{}');
    write(`site/${remote.folder}/dist/@mf-types.zip`, 'zip');
  }
}

const writeMap = (map: Record<string, unknown>) => fs.writeFileSync(mapFile, JSON.stringify(map));
const page = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const bootOf = (html: string) => JSON.parse(/<script id="receipts-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]);

/** Another instance of the same site: its own process state, the same database. */
async function anotherInstance(): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.app.config, database: ctx.database });
  await app.ready();
  others.push(app);
  return app;
}

// One database for the file, a fresh app (a fresh instance's registry) on an empty registry for each test.
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(() => shared.close());

beforeEach(async () => {
  await shared.database.db.delete(siteRemotes);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-registry-'));
  mapFile = path.join(root, 'deploys', 'remotes.json');
  fs.mkdirSync(path.dirname(mapFile), { recursive: true });
  writeSite([LEAGUES, VAULT]);
  writeMap({
    mfe_leagues: '/remotes/mfe-leagues/mf-manifest.json',
    mfe_vault: '/remotes/mfe-vault/mf-manifest.json',
  });
  const app = await buildTestApp(shared.database, {
    siteRoot: path.join(root, 'site'),
    remotesMapFile: mapFile,
    dataDir: path.join(root, '.data'),
  });
  ctx = { app, database: shared.database, close: () => app.close() };
});
afterEach(async () => {
  await Promise.all(others.splice(0).map((app) => app.close()));
  await ctx.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the registry of remotes', () => {
  it("serves every registered remote in the map's order, with the access, area, routes and nav its manifest declares", async () => {
    const boot = bootOf((await page(ctx.app, '/leagues')).body);
    expect(Object.keys(boot.remotes)).toEqual(['mfe_leagues', 'mfe_vault']);
    expect(boot.remotes.mfe_leagues).toMatchObject({
      access: 'public',
      area: 'mfe_leagues area',
      routes: ['/leagues', '/leagues/:slug'],
      nav: LEAGUES.nav,
    });
  });

  it('keeps a remote that leaves the map: only a retire removes it', async () => {
    await page(ctx.app, '/');
    writeMap({ mfe_vault: '/remotes/mfe-vault/mf-manifest.json' });
    expect(Object.keys(bootOf((await page(ctx.app, '/')).body).remotes)).toEqual(['mfe_leagues', 'mfe_vault']);
    writeMap({ mfe_vault: '/remotes/mfe-vault/mf-manifest.json', mfe_leagues: { retired: true } });
    expect(Object.keys(bootOf((await page(ctx.app, '/')).body).remotes)).toEqual(['mfe_vault']);
    expect((await page(ctx.app, '/remotes/mfe-leagues/remoteEntry.js')).statusCode).toBe(404);
  });

  it("sends a remote's paths to its area on a fresh instance that never read its manifest, while it is unreachable", async () => {
    // The leagues remote lives on another origin, up at first.
    let up = true;
    const server = http.createServer((request, response) => {
      if (!up) return void response.writeHead(503).end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(manifestOf(LEAGUES)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      writeMap({ mfe_leagues: `${origin}/leagues/mf-manifest.json`, mfe_vault: '/remotes/mfe-vault/mf-manifest.json' });
      expect(bootOf((await page(ctx.app, '/leagues')).body).remotes.mfe_leagues.routes).toEqual(LEAGUES.routes);
      up = false;
      const fresh = await anotherInstance();
      const boot = bootOf((await page(fresh, '/leagues/premier')).body);
      // Unread here: its manifest for the browser to read (and retry), with what the registry kept of it.
      expect(boot.remotes.mfe_leagues).toEqual({
        manifest: `${origin}/leagues/mf-manifest.json`,
        access: 'public',
        area: 'mfe_leagues area',
        routes: LEAGUES.routes,
        nav: LEAGUES.nav,
        sharedContract: 0,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("a staff-only remote's files", () => {
  const FILES = ['mf-manifest.json', 'remoteEntry.js', 'routes.abc.js', 'routes.abc.js.map', '@mf-types.zip'];

  it('are 404 for a visitor and a member, and served to staff as private', async () => {
    await page(ctx.app, '/');
    const member = await createUserWithSession(ctx);
    const staff = await createUserWithSession(ctx, { isStaff: true });
    for (const file of FILES) {
      const url = `/remotes/mfe-vault/${file}`;
      expect((await page(ctx.app, url)).statusCode).toBe(404);
      expect((await page(ctx.app, url, `sessionid=${member.token}`)).statusCode).toBe(404);
      const served = await page(ctx.app, url, `sessionid=${staff.token}`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toMatch(/^private/);
    }
    // A public remote's files are for everyone, and may be cached by anyone.
    const open = await page(ctx.app, '/remotes/mfe-leagues/routes.abc.js');
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are never named to others: not in the boot data, /remotes.json or the hints, and its nav only for staff', async () => {
    const staff = await createUserWithSession(ctx, { isStaff: true });
    const visitorPage = (await page(ctx.app, '/vault')).body;
    expect(bootOf(visitorPage).remotes.mfe_vault).toEqual({ manifest: '', access: 'staff', area: 'mfe_vault area', routes: ['/vault'] });
    expect(visitorPage).not.toContain('/remotes/mfe-vault/');
    const visitorMap = await ctx.app.inject({ url: '/remotes.json' });
    expect(visitorMap.body).not.toContain('/remotes/mfe-vault/');
    expect(visitorMap.headers['cache-control']).toBe('no-cache, private');

    const staffPage = (await page(ctx.app, '/vault', `sessionid=${staff.token}`)).body;
    expect(bootOf(staffPage).remotes.mfe_vault).toMatchObject({ manifest: '/remotes/mfe-vault/mf-manifest.json', nav: VAULT.nav });
    // Not even for staff is a staff-only remote hinted: the staff guard decides first.
    expect(staffPage).not.toContain('receipts-preload');
  });

  it('stay staff-only on a fresh registry before any page has read the manifest', async () => {
    // The first request of the site is for the file itself: its access is read from the build on disk.
    expect((await page(ctx.app, '/remotes/mfe-vault/remoteEntry.js')).statusCode).toBe(404);
    expect((await page(ctx.app, '/remotes/mfe-leagues/remoteEntry.js')).statusCode).toBe(200);
  });
});

describe('the deploy endpoints', () => {
  const signed = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        'x-receipts-deploy': deploySignature(TEST_SECRET_KEY, method, url, body),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

  it('take only calls signed with the site’s SECRET_KEY, fresh', async () => {
    const url = '/api/site/remotes/';
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const wrongKey = deploySignature('another-key', 'GET', url, undefined);
    expect((await ctx.app.inject({ url, headers: { 'x-receipts-deploy': wrongKey } })).statusCode).toBe(401);
    const stale = deploySignature(TEST_SECRET_KEY, 'GET', url, undefined, Math.floor(Date.now() / 1000) - 3600);
    expect((await ctx.app.inject({ url, headers: { 'x-receipts-deploy': stale } })).statusCode).toBe(401);
    // Signed for another body: refused.
    const body = { folder: 'mfe-leagues', entry: { manifest: '/x/mf-manifest.json' }, access: 'public' };
    const header = deploySignature(TEST_SECRET_KEY, 'PUT', '/api/site/remotes/mfe_leagues', { ...body, access: 'staff' });
    const forged = await ctx.app.inject({
      method: 'PUT',
      url: '/api/site/remotes/mfe_leagues',
      headers: { 'x-receipts-deploy': header, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(forged.statusCode).toBe(401);
    expect((await signed('GET', url)).statusCode).toBe(200);
  });

  it('register a remote for the next page (the newest write wins over the map until the map changes), and retire one', async () => {
    await page(ctx.app, '/');
    const moved = { manifest: '/remotes/mfe-leagues/mf-manifest.json?moved=1' };
    expect(
      (await signed('PUT', '/api/site/remotes/mfe_leagues', { folder: 'mfe-leagues', entry: moved, access: 'public' })).statusCode,
    ).toBe(200);
    expect(bootOf((await page(ctx.app, '/')).body).remotes.mfe_leagues.manifest).toBe(moved.manifest);
    // The map's entry has not changed since it was applied: the deploy stands.
    expect(bootOf((await page(ctx.app, '/')).body).remotes.mfe_leagues.manifest).toBe(moved.manifest);
    // The map's entry changes: now it is the newest word.
    writeMap({ mfe_leagues: { manifest: '/remotes/mfe-leagues/mf-manifest.json' }, mfe_vault: '/remotes/mfe-vault/mf-manifest.json' });
    expect(bootOf((await page(ctx.app, '/')).body).remotes.mfe_leagues.manifest).toBe('/remotes/mfe-leagues/mf-manifest.json');

    const listed = await signed('GET', '/api/site/remotes/');
    expect(listed.json().remotes.map((remote: { name: string; access: string }) => [remote.name, remote.access])).toEqual([
      ['mfe_leagues', 'public'],
      ['mfe_vault', 'staff'],
    ]);
    expect((await signed('DELETE', '/api/site/remotes/mfe_vault')).statusCode).toBe(204);
    expect(Object.keys(bootOf((await page(ctx.app, '/')).body).remotes)).toEqual(['mfe_leagues']);
    expect((await signed('DELETE', '/api/site/remotes/mfe_vault')).statusCode).toBe(404);
  });

  it('refuse a malformed registration with a clear 400', async () => {
    const bad = await signed('PUT', '/api/site/remotes/mfe_leagues', { entry: { manifest: '' }, access: 'public' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/mf-manifest\.json/);
    expect((await signed('PUT', '/api/site/remotes/Not-A-Name', { entry: { manifest: '/m' }, access: 'public' })).statusCode).toBe(400);
    expect((await signed('PUT', '/api/site/remotes/mfe_x', { entry: { manifest: '/m' }, access: 'everyone' })).statusCode).toBe(400);
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remoteForPath, routeTableOf } from '@receipts/shared/route-match';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../db';
import { createTestCluster, createUserWithSession } from '../../../test/harness';

/*
 * Routes survive outages across instances: one instance reads a remote's manifest; later its origin goes down and a
 * fresh instance starts (its own process, its own pool, the same PostgreSQL). That instance never read the manifest,
 * yet it sends the remote's paths to the remote's area (whose Retry panel the shell shows), never home: the routes,
 * access, area and nav come from the shared registry.
 */
jest.setTimeout(120_000);

const LEAGUES = {
  name: 'mfe_leagues',
  metaData: {
    buildInfo: { buildVersion: '1.0.0' },
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    receipts: {
      name: 'mfe_leagues',
      access: 'public',
      area: 'leagues',
      routes: ['/leagues', '/leagues/:slug'],
      nav: [{ label: 'Leagues', path: '/leagues', icon: 'trending', group: 'main', order: 35 }],
      sharedContract: 0,
    },
  },
  exposes: [],
  shared: [],
};

const MAP = (origin: string) => ({
  mfe_leagues: `${origin}/leagues/mf-manifest.json`,
  mfe_vault: '/remotes/mfe-vault/mf-manifest.json',
});

/** A staff-only remote's build on this site's disk: its manifest says so, like the moderation tools'. */
function writeStaffRemote(dir: string) {
  const receipts = { name: 'mfe_vault', access: 'staff', area: 'vault', routes: ['/vault'], nav: [], sharedContract: 0 };
  const manifest = {
    name: 'mfe_vault',
    metaData: { buildInfo: { buildVersion: '1.0.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' }, receipts },
    exposes: [],
    shared: [],
  };
  fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'remote.json'),
    JSON.stringify({ name: 'mfe_vault', area: 'vault', access: 'staff', devPort: 3099, nav: [] }),
  );
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'var mfe_vault;');
}

let root: string;
let server: http.Server;
let up = true;
let origin: string;
let cluster: Awaited<ReturnType<typeof createTestCluster>>;

beforeAll(async () => {
  server = http.createServer((_request, response) => {
    if (!up) return void response.writeHead(503).end();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(LEAGUES));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-registry-cluster-'));
  fs.mkdirSync(path.join(root, 'site', 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'site', 'shell', 'dist', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeStaffRemote(path.join(root, 'site', 'mfe-vault'));
  // Each instance has its own copy of the map file: only the registry in PostgreSQL is shared.
  fs.writeFileSync(path.join(root, 'remotes.json'), JSON.stringify(MAP(origin)));
  cluster = await createTestCluster(1, { siteRoot: path.join(root, 'site'), remotesMapFile: path.join(root, 'remotes.json') });
});
afterAll(async () => {
  await cluster?.close();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

const bootOf = (html: string) => JSON.parse(/<script id="receipts-boot" type="application\/json">(.*?)<\/script>/.exec(html)![1]);

it("answers a remote's paths with its area on a fresh instance started while its manifest is unreachable", async () => {
  const [first] = cluster.apps;
  const seen = await first.app.inject({ url: '/leagues', headers: { accept: 'text/html' } });
  expect(bootOf(seen.body).remotes.mfe_leagues.routes).toEqual(['/leagues', '/leagues/:slug']);

  up = false;
  // A new instance: another map file (its own disk), the same database.
  fs.mkdirSync(path.join(root, 'late'));
  fs.writeFileSync(path.join(root, 'late', 'remotes.json'), JSON.stringify(MAP(origin)));
  const database = openDatabase({ url: cluster.url });
  const late = await buildApp({
    config: { ...first.app.config, instanceId: 'instance-late', remotesMapFile: path.join(root, 'late', 'remotes.json') },
    database,
  });
  try {
    await late.ready();
    const response = await late.inject({ url: '/leagues/premier', headers: { accept: 'text/html' } });
    // Served as a page of the site (never a redirect home), with the remote listed as the registry kept it.
    expect(response.statusCode).toBe(200);
    const remotes = bootOf(response.body).remotes;
    expect(remotes.mfe_leagues).toEqual({
      manifest: `${origin}/leagues/mf-manifest.json`,
      access: 'public',
      area: 'leagues',
      routes: ['/leagues', '/leagues/:slug'],
      nav: LEAGUES.metaData.receipts.nav,
      sharedContract: 0,
    });
    // The shell routes by this table: the path is the remote's (its area, whose loader fails into the Retry panel).
    expect(remoteForPath('/leagues/premier', routeTableOf(remotes))).toBe('mfe_leagues');
  } finally {
    await late.close();
    await database.close();
  }
});

it("keeps a staff-only remote's files from visitors and members on an instance that never read its manifest", async () => {
  const [first] = cluster.apps;
  const staff = await createUserWithSession(first, { isStaff: true });
  const member = await createUserWithSession(first);
  // One instance reads the map (the registry learns the remote is staff-only); a fresh one answers the files.
  await first.app.inject({ url: '/', headers: { accept: 'text/html' } });
  fs.mkdirSync(path.join(root, 'fresh'));
  fs.writeFileSync(path.join(root, 'fresh', 'remotes.json'), JSON.stringify(MAP(origin)));
  const database = openDatabase({ url: cluster.url });
  const fresh = await buildApp({
    config: { ...first.app.config, instanceId: 'instance-fresh', remotesMapFile: path.join(root, 'fresh', 'remotes.json') },
    database,
  });
  try {
    await fresh.ready();
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const url = `/remotes/mfe-vault/${file}`;
      expect((await fresh.inject({ url })).statusCode).toBe(404);
      expect((await fresh.inject({ url, headers: { cookie: `sessionid=${member.token}` } })).statusCode).toBe(404);
      const served = await fresh.inject({ url, headers: { cookie: `sessionid=${staff.token}` } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toMatch(/^private/);
    }
  } finally {
    await fresh.close();
    await database.close();
  }
});

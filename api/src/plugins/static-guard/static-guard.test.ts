// @engine-agnostic: static file serving rules; no SQL (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/harness';
import { normalisedPath } from './normalise';

describe('normalisedPath', () => {
  it.each([
    ['/remotes/mfe-feed/remoteEntry.js', '/remotes/mfe-feed/remoteEntry.js'],
    ['/remotes/mfe-feed//ssr/first-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes/mfe-feed/./ssr/first-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes/mfe-feed/%2e/ssr/first-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes/mfe-feed%2fssr%2ffirst-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes/mfe-feed%5cssr%5cfirst-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes\\mfe-feed\\ssr\\first-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes/mfe-feed/%252e/ssr/first-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes/mfe-feed/%73sr/first-view.js', '/remotes/mfe-feed/ssr/first-view.js'],
    ['/remotes/mfe-feed/%00.js', '/remotes/mfe-feed/\0.js'],
  ])('%s reads as %s', (raw, expected) => {
    expect(normalisedPath(raw)).toBe(expected);
  });

  it.each([
    '/remotes/mfe-feed/../mfe-create/ssr/x.js',
    '/remotes/mfe-feed/%2e%2e/x',
    '/remotes/mfe-feed/%252e%252e/x',
    '/uploads/..%5c..%5cetc/passwd',
    '/remotes/mfe-feed/%25252525252e',
  ])('%s is refused (climbs, or is encoded too deep)', (raw) => {
    expect(normalisedPath(raw)).toBeNull();
  });
});

/**
 * Every spelling over a real socket: app.inject() parses the URL with WHATWG rules, which already drop `.` and
 * `%2e` segments, so the spellings this guard exists for would never reach the server through it.
 */
describe('files from disk by every spelling', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-guard-'));
  const RELEASE = '1.0.0-abcdef0123';
  const write = (file: string, text = 'x') => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('site/shell/dist/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  write('site/mfe-feed/dist/remoteEntry.js', 'var mfe_feed = {};');
  write('site/mfe-feed/dist/ssr/first-view.js', 'server only');
  write(`deploys/mfe-feed/${RELEASE}/remoteEntry.js`, 'var mfe_feed = {};');
  write(`deploys/mfe-feed/${RELEASE}/mf-manifest.json`, JSON.stringify({ name: 'mfe_feed', metaData: { receipts: { access: 'public' } } }));
  write(`deploys/mfe-feed/${RELEASE}/ssr/first-view.js`, 'server only');
  // The feed is registered (served from its release); its build under /remotes/mfe-feed/ is its folder too.
  write('deploys/remotes.json', JSON.stringify({ mfe_feed: { manifest: `/deploys/mfe-feed/${RELEASE}/mf-manifest.json` } }));
  write('deploys/private.txt', 'not published');
  write('uploads/commentators/someone/1-face.png', 'png');
  write('uploads/notes.txt', 'not an image');

  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({
      siteRoot: path.join(root, 'site'),
      remotesMapFile: path.join(root, 'deploys', 'remotes.json'),
      storage: { driver: 'local', dir: path.join(root, 'uploads'), metaDir: path.join(root, 'uploads-meta') },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The path goes out byte for byte (Node's client does not normalise it, like `curl --path-as-is`). */
  const statusOf = (rawPath: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject);
    });

  it.each(['/remotes/mfe-feed/remoteEntry.js', `/deploys/mfe-feed/${RELEASE}/remoteEntry.js`, '/uploads/commentators/someone/1-face.png'])(
    'serves the published file %s',
    async (url) => {
      expect(await statusOf(url)).toBe(200);
    },
  );

  const SERVER_BUILD = [
    'ssr/first-view.js',
    '/ssr/first-view.js',
    './ssr/first-view.js',
    '%2e/ssr/first-view.js',
    '%2E/ssr/first-view.js',
    'ssr%2ffirst-view.js',
    'ssr%2Ffirst-view.js',
    'ssr%5cfirst-view.js',
    'ssr\\first-view.js',
    '%2573sr/first-view.js',
    '%73sr/first-view.js',
    './/./ssr/first-view.js',
    'x/../ssr/first-view.js',
    'x/%2e%2e/ssr/first-view.js',
    'x/%252e%252e/ssr/first-view.js',
    '%252fssr/first-view.js',
  ];
  it.each([
    ...SERVER_BUILD.map((spelling) => `/remotes/mfe-feed/${spelling}`),
    ...SERVER_BUILD.map((spelling) => `/deploys/mfe-feed/${RELEASE}/${spelling}`),
    '/remotes//mfe-feed/ssr/first-view.js',
    '//remotes/mfe-feed/ssr/first-view.js',
    '/remotes%2fmfe-feed%2fssr%2ffirst-view.js',
    '/./remotes/mfe-feed/ssr/first-view.js',
    '/deploys/private.txt',
    '/deploys/remotes.json',
    '/deploys/%2e/private.txt',
    '/deploys/mfe-feed/../private.txt',
    '/uploads/notes.txt',
    '/uploads/%2e%2e/deploys/private.txt',
    '/uploads/..%5c..%5cdeploys%5cprivate.txt',
    '/uploads/commentators//someone/1-face.png',
    '/remotes/mfe-feed//remoteEntry.js',
    '/remotes/mfe-feed/%00.js',
    '/%72emotes/mfe-feed/ssr/first-view.js',
    '/%2e%2e/remotes/mfe-feed/ssr/first-view.js',
  ])('answers 404 for %s', async (url) => {
    expect(await statusOf(url)).toBe(404);
  });

  it('leaves alone what is beside the file areas (the remotes map at /remotes.json)', async () => {
    expect(await statusOf('/remotes.json')).toBe(200);
  });

  it('never serves an undecodable spelling (the router answers 400 before any file is looked up)', async () => {
    expect(await statusOf('/remotes/mfe-feed/%E0%A4%A')).toBe(400);
  });
});

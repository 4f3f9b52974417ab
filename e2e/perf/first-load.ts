/**
 * First-load measurements shared by the benchmark (`npm run perf`) and the CI budget test
 * (tests/first-load-budget.spec.ts). Sizes come from the build's precompressed files, so they are the
 * bytes a fan downloads and do not depend on timing; the chain depth uses Chromium's network emulation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Request } from '@playwright/test';

export const ROOT = path.resolve(__dirname, '..', '..');
export const KIB = 1024;

export const BUDGETS = {
  // 135 until nav became the remotes' data and phones got the drawer's account entries and the theme switch (135.9);
  // 138 until start-up was split into shorter tasks (the router's route filter, the yields: 138.1, perf/RESULTS.md).
  shellFirstLoadJsGzip: 139 * KIB,
  remoteEntryGzip: 10 * KIB,
  // 42 (40.8 reached) until the statement and predictions pages became chunks of their own and date-fns left (22.2).
  feedRemoteJsGzipOnHome: 25 * KIB,
  // Every script `/` loads (the shell's, the feed's remote entry and code), in the encoding the server sent (Chromium
  // asks for brotli on https and localhost): the goal. 143.7 KiB now (160.2 before the feed's code for `/` left out
  // the other pages and date-fns).
  homeJsServed: 150 * KIB,
  roundTrips: 4,
};
/** Added to every request when counting round trips (no bandwidth limit). */
export const EMULATED_LATENCY_MS = 400;

export interface PageUnderTest {
  name: string;
  path: string;
  /** The page's first data request, e.g. the statement list on the home page. */
  dataRequest: RegExp;
}

export function pagesUnderTest(statementId: number): PageUnderTest[] {
  return [
    { name: 'home', path: '/', dataRequest: /\/api\/content-api\/statements\/\?/ },
    { name: 'statement', path: `/statements/${statementId}`, dataRequest: new RegExp(`/api/content-api/statements/${statementId}/`) },
    { name: 'commentators', path: '/commentators', dataRequest: /\/api\/commentators\/\?/ },
  ];
}

/** The gzipped size of a built file, from the .gz the build wrote beside it. */
export function gzipSizeOf(url: string): number | null {
  return compressedSizeOf(url, 'gzip');
}

/** The size of the precompressed copy the build wrote beside a file (.gz, .br): the body the server sends. */
export function compressedSizeOf(url: string, encoding: string | null): number | null {
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : null;
  const file = distFileFor(new URL(url).pathname);
  if (!file || !suffix) return null;
  return fs.existsSync(`${file}${suffix}`) ? fs.statSync(`${file}${suffix}`).size : null;
}

function distFileFor(pathname: string): string | null {
  const remote = /^\/remotes\/([a-z0-9-]+)\/(.+)$/.exec(pathname);
  const file = remote ? path.join(ROOT, remote[1], 'dist', remote[2]) : path.join(ROOT, 'shell', 'dist', pathname.replace(/^\//, ''));
  return fs.existsSync(file) ? file : null;
}

export interface LoadRecord {
  url: string;
  type: string;
  startMs: number;
  encoding: string | null;
  transferBytes: number;
  bodyBytes: number;
}

export interface LoadResult {
  records: LoadRecord[];
  /** API answers the server put into the page (boot data), as '/api/<path>?<query>'. */
  inlined: string[];
}

/** Opens a page in a fresh context and records every request it made until the network was idle. */
export async function recordLoad(browser: Browser, url: string, latencyMs = 0): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (latencyMs) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  page.on('requestfailed', (request) => requests.push(request));
  await page.goto(url, { waitUntil: 'networkidle' });
  // A quiet network is not a finished load on a busy host: the shell's start-up can run longer than the 500 ms of
  // quiet, before it asks for the page's chunk. The load ends once the server's first view is hydrated and adopted.
  await page.waitForFunction(() => !document.getElementById('receipts-first-view'), null, { timeout: 30_000 });
  const inlined = await page.evaluate(() => {
    const text = document.getElementById('receipts-boot')?.textContent;
    return Object.keys((text ? JSON.parse(text).data : null) ?? {}).map((key) => `/api/${key}`);
  });
  const records = await Promise.all(requests.map(toRecord));
  await context.close();
  // Requests that never started (blocked, failed before sending) report no start time.
  const navigationStart = Math.min(...records.filter((record) => record.startMs > 0).map((record) => record.startMs));
  return {
    inlined,
    records: records
      .filter((record) => record.startMs > 0)
      .map((record) => ({ ...record, startMs: record.startMs - navigationStart }))
      .sort((a, b) => a.startMs - b.startMs),
  };
}

async function toRecord(request: Request): Promise<LoadRecord> {
  const response = await request.response();
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
  const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
  return {
    url: request.url(),
    type: request.resourceType(),
    startMs: request.timing().startTime,
    encoding: response ? ((await response.allHeaders())['content-encoding'] ?? null) : null,
    transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
    bodyBytes: body.length,
  };
}

/**
 * Round trips before the page's first data request: its start ÷ the added latency, plus one. Data the
 * server put into the page arrives with the document: one round trip.
 */
export function roundTrips(load: LoadResult, dataRequest: RegExp, latencyMs = EMULATED_LATENCY_MS): number | null {
  if (load.inlined.some((path) => dataRequest.test(`http://x${path}`))) return 1;
  const first = load.records.find((record) => dataRequest.test(record.url));
  return first ? Math.floor(first.startMs / latencyMs) + 1 : null;
}

/** Whether the page got its first data at all (fetched or inlined). */
export function gotData(load: LoadResult, dataRequest: RegExp): boolean {
  return roundTrips(load, dataRequest, 1) !== null;
}

export interface SizeReport {
  shellJsGzip: number;
  /** Every script of the page (shell and remotes), in the encoding it was served in: bytes of the built files. */
  jsServed: number;
  /** Every script of the page, gzipped. */
  jsGzip: number;
  /** The encodings the scripts came in (e.g. ['br']). */
  jsEncodings: string[];
  remoteJsGzip: Record<string, number>;
  uncompressedText: string[];
  duplicateDataRequests: string[];
}

const isRemote = (url: string) => new URL(url).pathname.startsWith('/remotes/');
const remoteFolder = (url: string) => new URL(url).pathname.split('/')[2];
const TEXT_TYPES = new Set(['document', 'script', 'stylesheet']);

export function sizeReport(records: LoadRecord[]): SizeReport {
  const scripts = records.filter((record) => record.type === 'script');
  const remoteJsGzip: Record<string, number> = {};
  for (const record of scripts.filter((script) => isRemote(script.url))) {
    const folder = remoteFolder(record.url);
    remoteJsGzip[folder] = (remoteJsGzip[folder] ?? 0) + (gzipSizeOf(record.url) ?? record.bodyBytes);
  }
  return {
    jsServed: scripts.reduce((sum, script) => sum + (compressedSizeOf(script.url, script.encoding) ?? script.bodyBytes), 0),
    jsGzip: scripts.reduce((sum, script) => sum + (gzipSizeOf(script.url) ?? script.bodyBytes), 0),
    jsEncodings: [...new Set(scripts.map((script) => script.encoding ?? 'identity'))].sort(),
    shellJsGzip: scripts
      .filter((script) => !isRemote(script.url))
      .reduce((sum, script) => sum + (gzipSizeOf(script.url) ?? script.bodyBytes), 0),
    remoteJsGzip,
    uncompressedText: records
      .filter((record) => (TEXT_TYPES.has(record.type) || (record.bodyBytes > KIB && /json|svg/.test(record.url))) && !record.encoding)
      .map((record) => record.url),
    duplicateDataRequests: duplicates(
      records.filter((record) => record.url.includes('/api/')).map((record) => withoutCacheBuster(record.url)),
    ),
  };
}

function withoutCacheBuster(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('_t');
  parsed.searchParams.sort();
  return parsed.toString();
}

function duplicates(urls: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(urls.filter((url) => (seen.has(url) ? true : (seen.add(url), false))))];
}

/** The gzipped size of each remote's remoteEntry.js, from the builds on disk. */
export function remoteEntrySizes(folders: string[]): Record<string, number> {
  return Object.fromEntries(folders.map((folder) => [folder, fs.statSync(path.join(ROOT, folder, 'dist', 'remoteEntry.js.gz')).size]));
}

/** Bytes on the wire and decoded, per resource type. */
export function bytesByType(records: LoadRecord[]): Record<string, { transfer: number; decoded: number; count: number }> {
  const out: Record<string, { transfer: number; decoded: number; count: number }> = {};
  for (const record of records) {
    const entry = (out[record.type] ??= { transfer: 0, decoded: 0, count: 0 });
    entry.transfer += record.transferBytes;
    entry.decoded += record.bodyBytes;
    entry.count += 1;
  }
  return out;
}

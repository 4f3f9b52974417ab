/**
 * The first-load budgets that do not depend on timing (issue: first load). Sizes are the build's gzip
 * files; round trips use Chromium's network emulation with 400 ms added to every request. The timed
 * numbers (Lighthouse) live in `npm run perf` and perf/RESULTS.md, never in CI.
 */
import { expect, test } from '../support/test';
import { REMOTE_FOLDERS_FOR_BUDGET } from '../perf/registry';
import {
  BUDGETS,
  gotData,
  pagesUnderTest,
  recordLoad,
  remoteEntrySizes,
  roundTrips,
  sizeReport,
  type LoadRecord,
} from '../perf/first-load';
import { E2E_BASE_URL } from '../support/env';

async function firstStatementId(): Promise<number> {
  const response = await fetch(`${E2E_BASE_URL}/api/content-api/statements/?page=1&per_page=1`);
  const [statement] = (await response.json()) as { id: number }[];
  return statement.id;
}

const scriptsOf = (records: LoadRecord[]) =>
  records.filter((record) => record.type === 'script').map((record) => new URL(record.url).pathname);

test.describe('first load budgets', () => {
  test('every remoteEntry.js is at most 10 KiB gzipped', () => {
    for (const [folder, size] of Object.entries(remoteEntrySizes(REMOTE_FOLDERS_FOR_BUDGET))) {
      expect(size, `${folder}/remoteEntry.js`).toBeLessThanOrEqual(BUDGETS.remoteEntryGzip);
    }
  });

  test('the pages fans open most stay within their size and round-trip budgets', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const page of pagesUnderTest(await firstStatementId())) {
      const load = await recordLoad(browser, `${E2E_BASE_URL}${page.path}`);
      const sizes = sizeReport(load.records);
      expect(sizes.shellJsGzip, `${page.name}: shell first-load JavaScript`).toBeLessThanOrEqual(BUDGETS.shellFirstLoadJsGzip);
      expect(sizes.uncompressedText, `${page.name}: text sent uncompressed`).toEqual([]);
      expect(sizes.duplicateDataRequests, `${page.name}: a prefetched request was made twice`).toEqual([]);
      expect(gotData(load, page.dataRequest), `${page.name}: first data fetched or inlined`).toBe(true);
      if (page.name === 'home') {
        expect(sizes.remoteJsGzip['mfe-feed'], 'feed remote code for /').toBeLessThanOrEqual(BUDGETS.feedRemoteJsGzipOnHome);
        expect(Object.keys(sizes.remoteJsGzip), 'remotes loaded on /').toEqual(['mfe-feed']);
        // All of the page's JavaScript as it goes over the wire (the built file of the encoding the server chose).
        expect(sizes.jsEncodings, 'scripts on / are compressed').not.toContain('identity');
        expect(sizes.jsServed, 'all JavaScript on /, as served').toBeLessThanOrEqual(BUDGETS.homeJsServed);
        // The feed's other server-rendered pages are chunks of their own (lazyPage), not part of `/`.
        expect(
          scriptsOf(load.records).filter((url) => /\/page-[^/]*\.js$/.test(url)),
          'page chunks on /',
        ).toEqual([]);
        // Page 2 only once the sentinel under page 1 is within 100 px of the viewport.
        expect(
          // Numbered (page=2) or, as the feed reads it since keyset paging, by a cursor other than the first page's.
          load.records.filter((record) => /statements\/\?.*(page=2|cursor=(?!first\b))/.test(record.url)),
          'page 2 on first load',
        ).toEqual([]);
      }

      if (page.name === 'statement') {
        // Its own chunk, loaded to hydrate the server's first view.
        expect(scriptsOf(load.records).filter((url) => /\/remotes\/mfe-feed\/page-statement\.[^/]*\.js$/.test(url))).toHaveLength(1);
      }

      const slow = await recordLoad(browser, `${E2E_BASE_URL}${page.path}`, 400);
      expect(roundTrips(slow, page.dataRequest), `${page.name}: round trips before the first data request`).toBeLessThanOrEqual(
        BUDGETS.roundTrips,
      );
    }
  });

  test("the first view's photos wait for its text: every image in the server's markup loads lazily", async ({ request }) => {
    // Fetched at the first paint's time (images load once laid out): as the page's own requests, a list's avatars
    // took a phone's connections and bandwidth from the stylesheets the text paints with.
    // The feed and the directory always show photos; a statement shows its author's only when they have one (the
    // newest may be a fresh member's, posted by another spec of this run).
    const pages = [
      { pagePath: '/', hasPhotos: true },
      { pagePath: `/statements/${await firstStatementId()}`, hasPhotos: false },
      { pagePath: '/commentators', hasPhotos: true },
    ];
    for (const { pagePath, hasPhotos } of pages) {
      const html = await (await request.get(pagePath, { headers: { Accept: 'text/html' } })).text();
      const images = html.match(/<img\b[^>]*>/g) ?? [];
      if (hasPhotos) expect(images.length, `${pagePath}: images in the first view`).toBeGreaterThan(0);
      expect(
        images.filter((image) => !/\bloading="lazy"/.test(image)),
        `${pagePath}: images fetched before the text paints`,
      ).toEqual([]);
    }
  });

  test('hashed files are cached for a year, the page and entries are revalidated', async ({ request }) => {
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    // The shell's loader names its scripts (shell/public/index.html); each is content-hashed.
    const script = /data-scripts="([^" ]+)/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const hashed = await request.get(script!);
    expect(hashed.headers()['cache-control']).toContain('immutable');
    const entry = await request.get('/remotes/mfe-feed/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');
  });
});

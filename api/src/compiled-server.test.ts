import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_DIR } from './paths';
import { usingPostgres } from './test/harness';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from './test/server-process';

/**
 * `npm start` and production run the API as the JavaScript `npm run build -w api` writes (api/dist/server.js), on
 * plain `node` without tsx: built here as `npm start` builds it, started, and asked what a client asks first. A
 * bundle that misses a package, resolves the migrations or @receipts/shared from the wrong folder, or needs tsx at
 * run time fails this test.
 * The server runs on the embedded database (DATABASE_URL empty) whichever pass this is: the PostgreSQL pass would only
 * repeat the PGlite pass's run, so it skips it.
 */
const describeEmbedded = usingPostgres() ? describe.skip : describe;
describeEmbedded('npm start', () => {
  let dataDir = '';
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-compiled-'));
    // --if-stale, as `npm start` builds it: the e2e suite may be serving dist/ at the same time, and a build of the
    // same sources would only rewrite its files.
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: API_DIR, stdio: 'pipe' });
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SITE_ROOT: 'none',
        SEED_DEMO: 'true',
        NODE_ENV: 'development',
        SMTP_URL: '',
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
      SERVER_START_TIMEOUT_MS,
      'compiled',
    );
    // The build, then a start on a loaded host.
  }, SERVER_START_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the compiled server runs on node alone: no tsx loaded, migrations applied, demo data served', async () => {
    expect(server!.child.spawnargs).toEqual([process.execPath, 'dist/server.js']);
    const statements = await (await fetch(`${server!.base}/api/content-api/statements/?per_page=3`)).json();
    expect(statements).toHaveLength(3);
    const docs = await fetch(`${server!.base}/api/docs/json`);
    expect(docs.status).toBe(200);
    // dist/server.js only imports the compiled tree, dist/app/ (which app.ts autoloads from).
    expect(fs.readFileSync(path.join(API_DIR, 'dist', 'app', 'server.js'), 'utf8')).not.toMatch(/require\("tsx/);
  });
});

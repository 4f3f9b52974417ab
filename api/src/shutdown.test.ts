import http from 'node:http';
import { tempDataDir, removeTempDataDirs } from './auth/testing';
import { usingPostgres } from './test/harness';
import { SERVER_START_TIMEOUT_MS, startServerProcess, type ServerProcess } from './test/server-process';

/*
 * The real server on SIGTERM (a rolling restart): it stops accepting, lets the request in flight finish, then exits 0,
 * so a rolling restart of many instances drops nothing. The request is a client-error report whose body arrives in
 * two halves, the signal between them. The server runs on the embedded database (DATABASE_URL empty) whichever pass
 * this is: the PostgreSQL pass would only repeat the PGlite pass's run, so it skips it.
 */
const describeEmbedded = usingPostgres() ? describe.skip : describe;
jest.setTimeout(SERVER_START_TIMEOUT_MS + 60_000);

let server: ServerProcess | null = null;
afterAll(async () => {
  await server?.kill();
  await removeTempDataDirs();
});

const exitOf = (server: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (server.child.exitCode !== null) resolve(server.child.exitCode);
    else server.child.once('exit', (code) => resolve(code));
  });

describeEmbedded('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, then exits 0', async () => {
    server = await startServerProcess({
      DATA_DIR: await tempDataDir(),
      DATABASE_URL: '',
      SITE_ROOT: 'none',
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      INSTANCE_ID: 'stopping-1',
      LOG_LEVEL: 'info',
    });
    const { base } = server;
    const csrf = await fetch(`${base}/api/csrf/`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const body = JSON.stringify({ kind: 'render', message: 'in flight while the instance stops' });
    const half = Math.floor(body.length / 2);

    const url = new URL('/api/client-errors/', base);
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          cookie: `csrftoken=${csrfToken}`,
          'x-csrftoken': csrfToken,
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.write(body.slice(0, half));
      setTimeout(() => {
        server?.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(half)), 1500);
      }, 300);
    });
    const exited = exitOf(server);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The listener is closed: a new connection is refused (the balancer's check fails and it moves on).
    await expect(fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(3000) })).rejects.toThrow();

    expect(await answered).toBe(204);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: instance stopping-1 stopping');
  });
});

// @engine-agnostic: the client-error endpoint validates and logs; nothing in it reads SQL results (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { createTestApp, type TestContext } from '../test/harness';
import { CLIENT_ERRORS_PER_MINUTE } from './client-errors';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.close();
});

/** A visitor's CSRF cookie and header, as the browser's reporter gets them (GET /api/csrf/ when it has none). */
async function visitorCsrf(): Promise<Record<string, string>> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/csrf/' });
  const token = (response.json() as { csrfToken: string }).csrfToken;
  return { cookie: `csrftoken=${token}`, 'x-csrftoken': token };
}

const report = (headers: Record<string, string>, payload: unknown, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/client-errors/',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
    remoteAddress,
  });

describe('POST /api/client-errors/', () => {
  it("logs the report with the remote's name and version, and nothing of the request's cookies", async () => {
    const warn = jest.spyOn(ctx.app.log, 'warn');
    const headers = await visitorCsrf();
    const response = await report(headers, {
      kind: 'version-refused',
      remote: 'mfe_directory',
      version: '2.0.0',
      path: '/commentators?token=secret',
      message: 'mfe_directory needs @receipts/shared ^2.0.0;\nthis site runs 0.1.0',
    });
    expect(response.statusCode).toBe(204);
    const [fields, line] = warn.mock.calls.at(-1) as [Record<string, unknown>, string];
    expect(line).toBe(
      'client error (version-refused) in mfe_directory@2.0.0: mfe_directory needs @receipts/shared ^2.0.0; this site runs 0.1.0',
    );
    expect(fields.clientError).toMatchObject({ kind: 'version-refused', remote: 'mfe_directory', version: '2.0.0', path: '/commentators' });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(headers['x-csrftoken']);
  });

  it('refuses a report it cannot read with a clear 4xx', async () => {
    const headers = await visitorCsrf();
    const unknownKind = await report(headers, { kind: 'nonsense', message: 'x' });
    expect(unknownKind.statusCode).toBe(400);
    const tooBig = await report(headers, { kind: 'render', message: 'x', stack: 'y'.repeat(9000) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toEqual(expect.any(String));
    const longMessage = await report(headers, { kind: 'render', message: 'x'.repeat(1001) });
    expect(longMessage.statusCode).toBe(400);
  });

  it('limits how many reports one address sends per minute', async () => {
    const headers = await visitorCsrf();
    const body = { kind: 'unhandled-rejection', message: 'boom' };
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i += 1) expect((await report(headers, body)).statusCode).toBe(204);
    const limited = await report(headers, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(limited.json().detail).toMatch(/^Too many error reports/);
    // Another address is not held back.
    expect((await report(headers, body, '10.0.0.2')).statusCode).toBe(204);
  });
});

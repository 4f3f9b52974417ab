// @engine-agnostic: the OpenAPI document is built from the contract, whatever the engine (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { listEndpoints } from '@receipts/contract/schemas';
import { createTestApp, json, type TestContext } from '../test/harness';

type Response = { description: string; content?: Record<string, { schema?: Record<string, unknown> }>; headers?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> };
  responses: Record<string, Response>;
};
type Document = { info: { license?: { name: string } }; servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
let served: Document;
beforeAll(async () => {
  ctx = await createTestApp();
  served = json<Document>(await ctx.app.inject({ url: '/api/docs/json' }));
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(served.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, method, operation })),
  );
const operationOf = (id: string) => {
  const endpoint = listEndpoints().find((candidate) => candidate.id === id)!;
  return served.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')][endpoint.method.toLowerCase()];
};
const unsafe = (method: string) => !['get', 'head', 'options'].includes(method);

describe('each operation of /api/docs', () => {
  it('has a unique operationId, tags and a one-line summary; the contract’s id names it', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ operation }) => !operation.tags?.length || !/^[^\n]+$/.test(operation.summary ?? ''))).toEqual([]);
    expect(operationOf('statements.create').operationId).toBe('statementsCreate');
  });

  it('says which credentials it takes: none for public reads, the session with CSRF or a bearer for a member’s write', () => {
    expect(operationOf('statements.get').security).toEqual([]);
    expect(operationOf('statements.create').security).toEqual([{ session: [], csrfCookie: [], csrfHeader: [] }, { bearer: [] }]);
    expect(operationOf('auth.login').security).toEqual([{ csrfCookie: [], csrfHeader: [] }]);
    expect(operationOf('notifications.list').security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(operationOf('notifications.unsubscribe').security).toEqual([]);
  });

  it('lists the CSRF 403, the 401 and the 429 with Retry-After on every write, with the shared error schema', () => {
    const writes = operations().filter(({ method }) => unsafe(method));
    const missing = writes.filter(({ operation }) => !operation.responses['429']?.headers?.['Retry-After']).map(({ route }) => route);
    expect(missing).toEqual([]);
    const csrfChecked = writes.filter(({ operation }) => operation.security?.some((requirement) => 'csrfHeader' in requirement));
    expect(
      csrfChecked.filter(({ operation }) => !/^CSRF failed/.test(operation.responses['403']?.description ?? '')).map(({ route }) => route),
    ).toEqual([]);
    expect(operationOf('statements.create').responses['403'].content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
  });

  it('tells a CSRF failure and a missing permission apart on a staff write', () => {
    const { description } = operationOf('moderation.act').responses['403'];
    expect(description).toMatch(/CSRF failed/);
    expect(description).toMatch(/staff only/);
  });

  it('lists 400, 413 and 415 for a body, 404 for a path parameter, 401 for a member', () => {
    expect(Object.keys(operationOf('comments.create').responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '413', '415', '429']),
    );
    expect(Object.keys(operationOf('statements.get').responses)).toEqual(expect.arrayContaining(['400', '404']));
    expect(operations().filter(({ operation }) => !Object.keys(operation.responses).some((status) => status.startsWith('4')))).toEqual([]);
  });
});

describe('bodies as they are', () => {
  it('an avatar upload is multipart/form-data with a binary `file` part', () => {
    const body = operationOf('commentators.avatarUpload').requestBody!;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(body.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
  });

  it('the notification stream is text/event-stream with its events', () => {
    const { content } = operationOf('notifications.stream').responses['200'];
    expect(Object.keys(content ?? {})).toEqual(['text/event-stream']);
    const events = (content!['text/event-stream'].schema!.oneOf as { title: string }[]).map(({ title }) => title);
    expect(events).toEqual(expect.arrayContaining(['notification', 'unread']));
  });

  it('a 204 has no content', () => {
    expect(operationOf('statements.remove').responses['204'].content).toBeUndefined();
    expect(operationOf('meta.clientErrors').responses['204'].content).toBeUndefined();
  });
});

describe('the document', () => {
  it('has a license and servers', () => {
    expect(served.info.license?.name).toBeTruthy();
    expect(served.servers?.length).toBeGreaterThan(0);
  });

  it('tells how to authenticate, and /api/docs/ renders it (the reference page; e2e/tests/api-docs.spec.ts reads it in Chromium)', async () => {
    expect((served.info as { description?: string }).description).toMatch(/## Authenticating[\s\S]*X-CSRFToken[\s\S]*Bearer/);
    const page = await ctx.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

// @engine-agnostic: the served OpenAPI document, built from the contract whatever the engine (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { listEndpoints } from '@receipts/contract/schemas';
import { createTestApp, json, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every endpoint of the contract's table, as OpenAPI path templates ('/:id/' → '/{id}/'). */
const ENDPOINTS = listEndpoints().map((endpoint) => ({ ...endpoint, template: endpoint.path.replace(/:(\w+)/g, '{$1}') }));

describe('the OpenAPI description at /api/docs', () => {
  it('lists every endpoint of the contract with its method', async () => {
    const { paths } = json<{ paths: Record<string, Record<string, unknown>> }>(await ctx.app.inject({ url: '/api/docs/json' }));
    const missing = ENDPOINTS.filter(({ method, template }) => !paths[template]?.[method.toLowerCase()]).map(({ id }) => id);
    expect(missing).toEqual([]);
  });

  it('describes each endpoint with the contract’s input and success status', async () => {
    type Operation = { parameters?: { in: string; name: string }[]; requestBody?: unknown; responses?: Record<string, unknown> };
    const { paths } = json<{ paths: Record<string, Record<string, Operation>> }>(await ctx.app.inject({ url: '/api/docs/json' }));
    const problems: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const operation = paths[endpoint.template]?.[endpoint.method.toLowerCase()];
      if (!operation) continue;
      if (Boolean(endpoint.body ?? endpoint.upload) !== Boolean(operation.requestBody)) problems.push(`${endpoint.id}: request body`);
      if (!operation.responses?.[String(endpoint.status ?? 200)]) problems.push(`${endpoint.id}: status ${endpoint.status ?? 200}`);
      const inPath = (operation.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      const expected = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      if (inPath.join() !== expected.join()) problems.push(`${endpoint.id}: path parameters ${inPath.join()} ≠ ${expected.join()}`);
      if (endpoint.query && !(operation.parameters ?? []).some((p) => p.in === 'query')) problems.push(`${endpoint.id}: query`);
    }
    expect(problems).toEqual([]);
  });

  it('documents no /api route outside the contract (besides the runtime-config route)', async () => {
    const { paths } = json<{ paths: Record<string, Record<string, unknown>> }>(await ctx.app.inject({ url: '/api/docs/json' }));
    const known = new Set(ENDPOINTS.map(({ method, template }) => `${method} ${template}`));
    const outside = Object.entries(paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((route) => route.includes(' /api/') && !known.has(route))
      .filter((route) => !/\/api\/config\/|\/api\/docs/.test(route));
    expect(outside).toEqual([]);
  });

  it('describes request bodies and responses with schemas', async () => {
    const { paths } = json<{ paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>> }>(
      await ctx.app.inject({ url: '/api/docs/json' }),
    );
    expect(paths['/api/auth/email/register/'].post.requestBody).toBeDefined();
    expect(paths['/api/content-api/statements/'].post.requestBody).toBeDefined();
    expect(Object.keys(paths['/api/content-api/statements/'].get.responses ?? {})).toContain('200');
  });
});

// @engine-agnostic: validates the generated OpenAPI document, whatever the engine (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { createTestApp, json, type TestContext } from '../test/harness';

let ctx: TestContext;
let served: OpenAPI.Document;
beforeAll(async () => {
  ctx = await createTestApp();
  served = json<OpenAPI.Document>(await ctx.app.inject({ url: '/api/docs/json' }));
});
afterAll(() => ctx.close());

describe('the document at /api/docs', () => {
  it('declares OpenAPI 3.0 and is valid for it (swagger-parser: schema of the spec, then its rules)', async () => {
    expect(served).toMatchObject({ openapi: expect.stringMatching(/^3\.0\.\d+$/) });
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(served))).resolves.toBeDefined();
  });

  it('passes Redocly’s recommended rules as api/redocly.yaml sets them (errors and warnings alike)', async () => {
    const { loadConfig, lintFromString } = await import('@redocly/openapi-core');
    const config = await loadConfig({ configPath: path.resolve(__dirname, '../../redocly.yaml') });
    const problems = await lintFromString({ source: JSON.stringify(served), absoluteRef: '/api/docs/json', config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });

  it('breaks none of Redocly’s spec rules either (structure, nullable needs a type, parameters, refs…)', async () => {
    const { createConfig, lintFromString } = await import('@redocly/openapi-core');
    const config = await createConfig({ extends: ['spec'] });
    const problems = await lintFromString({ source: JSON.stringify(served), absoluteRef: '/api/docs/json', config });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });
});

describe('the validator', () => {
  it('rejects a 3.1-style type list in a 3.0 document (what the recursive Comment schema used to be)', async () => {
    const broken = structuredClone(served) as { components: { schemas: Record<string, unknown> } };
    broken.components.schemas.Probe = { type: 'object', properties: { parent: { type: ['number', 'null'] } } };
    await expect(SwaggerParser.validate(broken as OpenAPI.Document)).rejects.toThrow(/Probe/);
  });
});

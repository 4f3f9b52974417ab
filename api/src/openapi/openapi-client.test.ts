// @engine-agnostic: checks the generated client types against the document (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { clientTypesSource, GENERATED_FILE, servedDocument } from './client-types';

describe('the client types generated from /api/docs (generated.d.ts)', () => {
  it('are what openapi-typescript makes of the document served now (else: npm run openapi:generate -w api)', async () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../..', GENERATED_FILE), 'utf8');
    const fresh = await clientTypesSource(await servedDocument());
    // Compared as text; toBe's diff shows which lines went stale.
    expect(committed).toBe(fresh);
  });
});

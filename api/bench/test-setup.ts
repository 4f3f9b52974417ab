// What one API test file pays before its first test: `createTestApp()` (a database migrated and an app on it) and
// its close, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL. `npx tsx bench/test-setup.ts [rounds]`.
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../src/test/harness';

const rounds = Number(process.argv[2] ?? 5);

async function measure(label: string): Promise<void> {
  const times: number[] = [];
  for (let round = 0; round < rounds + 1; round += 1) {
    const started = performance.now();
    const ctx = await createTestApp();
    await ctx.close();
    if (round > 0) times.push(performance.now() - started); // the first round warms the module and the cache
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, min ${times[0].toFixed(0)} ms over ${rounds}`);
}

async function main(): Promise<void> {
  delete process.env.RECEIPTS_TEST_DB;
  await measure('PGlite');
  if (process.env.TEST_DATABASE_URL) {
    process.env.RECEIPTS_TEST_DB = 'postgres';
    await measure('PostgreSQL');
  }
}

void main();

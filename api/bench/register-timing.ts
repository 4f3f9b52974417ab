/**
 * Does registration's timing tell whether an address has an account? Registers fresh addresses and addresses that
 * already have one, interleaved, through the real app (app.inject, no network noise) on PGlite or PostgreSQL, and
 * prints the median and p90 of each with the answer floor on (REGISTER_ANSWER_FLOOR_MS, default 300) and off (0).
 *
 *   npx tsx bench/register-timing.ts                 # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/register-timing.ts
 */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { browser } from '../src/auth/testing';

const ROUNDS = Number(process.env.ROUNDS ?? 20);

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))];

async function measure(floorMs: number) {
  const config = loadConfig(
    { NODE_ENV: 'test', SITE_ROOT: 'none', SEED_DEMO: 'false', AUTH_RATE_LIMIT_PER_MINUTE: '0' },
    { registerAnswerFloorMs: floorMs },
  );
  const database = openDatabase({ url: process.env.BENCH_DATABASE_URL || null });
  await database.migrate();
  const app = await buildApp({ config, database });
  const register = async (email: string) => {
    const started = performance.now();
    const response = await browser(app).post('/api/auth/email/register/', { email, password: 'correct horse battery', name: 'Bench Fan' });
    if (response.statusCode !== 201) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
    return performance.now() - started;
  };
  const stamp = Date.now().toString(36);
  const taken = `taken.${stamp}@bench.test`;
  await register(taken);
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    fresh.push(await register(`new.${stamp}.${i}@bench.test`));
    existing.push(await register(taken));
  }
  await app.close();
  await database.close();
  const row = (name: string, values: number[]) =>
    `${name.padEnd(9)} median ${quantile(values, 0.5).toFixed(1)} ms, p90 ${quantile(values, 0.9).toFixed(1)} ms`;
  console.log(`floor ${floorMs} ms (${database.kind}, ${ROUNDS} of each)\n  ${row('new', fresh)}\n  ${row('existing', existing)}`);
  console.log(`  gap of medians ${(quantile(fresh, 0.5) - quantile(existing, 0.5)).toFixed(2)} ms`);
}

async function main() {
  await measure(0);
  await measure(300);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, types } from 'pg';

/** The database or an open transaction: both run raw SQL. */
export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** Rows of a raw query; both drivers answer `{rows}` (timestamps as text, int8 as text or number). */
export async function rowsOf<T = Record<string, any>>(executor: Executor, query: SQL): Promise<T[]> {
  return ((await executor.execute(query)) as { rows: T[] }).rows;
}

const dialect = new PgDialect();
/** Like drizzle's raw queries: timestamps, dates, intervals (and their arrays) stay text. */
const TEXT_TYPES = new Set([1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]);
const rawTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(oid) ? (value: string) => value : types.getTypeParser(oid, format as 'text'),
};
/** Distinct statement shapes prepared per process; past this, new shapes run unprepared (bounded memory). */
const MAX_PREPARED = 200;
const prepared = new Set<string>();

/**
 * A hot read. On PostgreSQL it runs as a named prepared statement (parsed once per connection; after a few
 * runs the server settles on a generic plan and stops re-planning, which is about half the database time of a
 * feed page). Elsewhere (PGlite, or when told not to) it is a plain query. Only pass `prepare` for bounded
 * shapes: every distinct SQL text becomes a statement on every pooled connection.
 */
export async function readRows<T = Record<string, any>>(db: Executor, query: SQL, prepare = true): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!prepare || !(client instanceof Pool)) return rowsOf<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `r_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  if (!prepared.has(name)) {
    if (prepared.size >= MAX_PREPARED) return rowsOf<T>(db, query);
    prepared.add(name);
  }
  const result = await client.query({ name, text, values: params as unknown[], types: rawTypes });
  return result.rows as T[];
}

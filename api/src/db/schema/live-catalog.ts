import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';

/** A schema as sorted lines, so two of them compare with a readable diff. */
export interface Catalog {
  tables: string[];
  columns: string[];
  indexes: string[];
  constraints: string[];
  sequences: string[];
}

/** What the SQL migrations own besides (sql-owned.ts). */
export interface SqlOwnedCatalog {
  extensions: string[];
  functions: string[];
  triggers: string[];
  tableOptions: Record<string, string[]>;
}

type Row = Record<string, unknown>;
const rows = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const names = async (db: Db, query: SQL) => (await rows(db, query)).map((row) => String(row.name)).sort();
const list = (values: unknown) => (values as string[]).join(', ');
const ACTIONS: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };
const TABLES = sql`c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')`;

/** The public schema of a migrated database, read from the catalog (pg-boss's own schema is not looked at). */
export async function liveCatalog(db: Db): Promise<Catalog> {
  const tables = await names(db, sql`SELECT c.relname AS name FROM pg_class c WHERE ${TABLES}`);
  const columns = (
    await rows(
      db,
      sql`
      SELECT c.relname AS t, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
             a.atthasdef AS has_default, a.attgenerated <> '' AS generated
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE ${TABLES} AND a.attnum > 0 AND NOT a.attisdropped`,
    )
  ).map((r) => `${r.t}.${r.col} ${r.type}${r.not_null ? ' not null' : ''}${r.generated ? ' generated' : r.has_default ? ' default' : ''}`);
  const indexes = (
    await rows(
      db,
      sql`
      SELECT t.relname AS t, i.relname AS name, x.indisunique AS is_unique, am.amname AS method, x.indpred IS NOT NULL AS partial,
             coalesce(i.reloptions, '{}')::text[] AS options,
             ARRAY(SELECT CASE WHEN k.attnum = 0 THEN 'expr' ELSE a.attname::text
                            || CASE WHEN (x.indoption[k.ord - 1] & 1) = 1 THEN ' desc' ELSE '' END
                            || CASE WHEN oc.opcdefault THEN '' ELSE ' ' || oc.opcname::text END END
                   FROM unnest(x.indkey::int2[], x.indclass::oid[]) WITH ORDINALITY AS k(attnum, opclass, ord)
                   LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum
                   JOIN pg_opclass oc ON oc.oid = k.opclass
                   ORDER BY k.ord)::text[] AS keys
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_am am ON am.oid = i.relam
      WHERE t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid AND k.contype IN ('p', 'u', 'x'))`,
    )
  ).map((r) => {
    const options = r.options as string[];
    return `${r.t}.${r.name}${r.is_unique ? ' unique' : ''} ${r.method} (${list(r.keys)})${r.partial ? ' where' : ''}${options.length ? ` with ${options.join(',')}` : ''}`;
  });
  const constraints = (
    await rows(
      db,
      sql`
      SELECT k.contype AS type, k.conname AS name, t.relname AS t, f.relname AS target, k.confdeltype AS on_delete,
             ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, ord)
                   JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.ord)::text[] AS cols,
             ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, ord)
                   JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.ord)::text[] AS target_cols
      FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid LEFT JOIN pg_class f ON f.oid = k.confrelid
      WHERE t.relnamespace = 'public'::regnamespace AND k.contype IN ('p', 'u', 'f', 'c')`,
    )
  ).map((r) => {
    if (r.type === 'f')
      return `fk ${r.name} ${r.t}(${list(r.cols)}) → ${r.target}(${list(r.target_cols)}) on delete ${ACTIONS[String(r.on_delete)]}`;
    if (r.type === 'c') return `check ${r.name} ${r.t}`;
    return `${r.type === 'p' ? 'pk' : 'unique'} ${r.name} ${r.t}(${list(r.cols)})`;
  });
  // Sequences of their own (not those behind serial columns).
  const sequences = await names(
    db,
    sql`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relkind = 'S' AND c.relnamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i'))`,
  );
  return { tables, columns: columns.sort(), indexes: indexes.sort(), constraints: constraints.sort(), sequences };
}

/** The functions, triggers, extensions and table storage options of the public schema. */
export async function liveSqlOwned(db: Db): Promise<SqlOwnedCatalog> {
  const functions = await names(
    db,
    sql`
    SELECT DISTINCT p.proname AS name FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
  );
  const triggers = await names(
    db,
    sql`
    SELECT c.relname || '.' || g.tgname AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
    WHERE c.relnamespace = 'public'::regnamespace AND NOT g.tgisinternal`,
  );
  const extensions = await names(db, sql`SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql'`);
  const options = await rows(
    db,
    sql`SELECT c.relname AS name, c.reloptions::text[] AS options FROM pg_class c WHERE ${TABLES} AND c.reloptions IS NOT NULL`,
  );
  return { extensions, functions, triggers, tableOptions: Object.fromEntries(options.map((r) => [String(r.name), r.options as string[]])) };
}

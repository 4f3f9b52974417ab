import { is } from 'drizzle-orm';
import { getTableConfig, isPgSequence, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Catalog } from './live-catalog';

// serial/bigserial are integer/bigint with a sequence default in the database.
const TYPES: Record<string, string> = { serial: 'integer', bigserial: 'bigint' };

const columnLine = (table: string, column: PgColumn) => {
  const type = TYPES[column.getSQLType()] ?? column.getSQLType();
  const filled = column.generated ? ' generated' : column.hasDefault || column.getSQLType().endsWith('serial') ? ' default' : '';
  return `${table}.${column.name} ${type}${column.notNull ? ' not null' : ''}${filled}`;
};

/** What the TypeScript schema declares, in the shape live-catalog.ts reads from a database. */
export function declaredCatalog(schema: Record<string, unknown>): Catalog {
  const catalog: Catalog = { tables: [], columns: [], indexes: [], constraints: [], sequences: [] };
  for (const value of Object.values(schema)) {
    if (isPgSequence(value) && value.seqName) catalog.sequences.push(value.seqName);
    if (!is(value, PgTable)) continue;
    const { name, columns, indexes, foreignKeys, primaryKeys, uniqueConstraints, checks } = getTableConfig(value);
    catalog.tables.push(name);
    for (const column of columns) {
      catalog.columns.push(columnLine(name, column));
      if (column.primary) catalog.constraints.push(`pk ${name}_pkey ${name}(${column.name})`);
      if (column.isUnique) catalog.constraints.push(`unique ${column.uniqueName} ${name}(${column.name})`);
    }
    for (const { config } of indexes) {
      const keys = config.columns.map((key) => {
        if (!('name' in key) || !key.name) return 'expr';
        const options = (key as PgColumn & { indexConfig?: { order?: string; opClass?: string } }).indexConfig;
        return `${key.name}${options?.order === 'desc' ? ' desc' : ''}${options?.opClass ? ` ${options.opClass}` : ''}`;
      });
      const withs = Object.entries(config.with ?? {}).map(([key, value]) => `${key}=${String(value)}`);
      catalog.indexes.push(
        `${name}.${config.name}${config.unique ? ' unique' : ''} ${config.method ?? 'btree'} (${keys.join(', ')})` +
          `${config.where ? ' where' : ''}${withs.length ? ` with ${withs.join(',')}` : ''}`,
      );
    }
    for (const key of primaryKeys) catalog.constraints.push(`pk ${key.getName()} ${name}(${key.columns.map((c) => c.name).join(', ')})`);
    for (const key of uniqueConstraints)
      catalog.constraints.push(`unique ${key.getName()} ${name}(${key.columns.map((c) => c.name).join(', ')})`);
    for (const check of checks) catalog.constraints.push(`check ${check.name} ${name}`);
    for (const key of foreignKeys) {
      const reference = key.reference();
      const target = getTableConfig(reference.foreignTable).name;
      catalog.constraints.push(
        `fk ${key.getName()} ${name}(${reference.columns.map((c) => c.name).join(', ')}) → ` +
          `${target}(${reference.foreignColumns.map((c) => c.name).join(', ')}) on delete ${key.onDelete ?? 'no action'}`,
      );
    }
  }
  for (const list of Object.values(catalog)) list.sort();
  return catalog;
}

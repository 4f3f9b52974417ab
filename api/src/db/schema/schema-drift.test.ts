import * as schema from '.';
import { createTestApp, type TestContext } from '../../test/harness';
import { declaredCatalog } from './declared-catalog';
import { liveCatalog, liveSqlOwned } from './live-catalog';
import { SQL_OWNED } from './sql-owned';

let ctx: TestContext;
// Every migration from an empty database: on PGlite beside the other suites on two cores that took over a minute.
beforeAll(async () => {
  ctx = await createTestApp({}, { fromScratch: true }); // an empty database migrated by the .sql files, PGlite or PostgreSQL
}, 240_000);
afterAll(() => ctx?.close());

describe('the database the migrations make', () => {
  it('has exactly the tables, columns, indexes, keys and sequences the TypeScript schema declares', async () => {
    const declared = declaredCatalog(schema);
    // The comparison has something to compare: the search tables (migrations 0008, 0010) are declared.
    expect(declared.tables).toEqual(expect.arrayContaining(['search_recent', 'search_words', 'user_search_words']));
    expect(await liveCatalog(ctx.database.db)).toEqual(declared);
  });

  it('has exactly the functions, triggers, extensions and table options that only the SQL migrations own', async () => {
    const live = await liveSqlOwned(ctx.database.db);
    expect(live).toEqual({
      extensions: [...SQL_OWNED.extensions].sort(),
      functions: [...SQL_OWNED.functions].sort(),
      triggers: [...SQL_OWNED.triggers].sort(),
      tableOptions: SQL_OWNED.tableOptions,
    });
  });
});

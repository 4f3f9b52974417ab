import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes the next migration from src/db/schema; the schema, drizzle/meta and the .sql files
// are kept in step (src/db/schema/migrations-in-step.test.ts: generating now writes nothing). Functions, triggers,
// extensions and table storage options are the SQL migrations' own (src/db/schema/sql-owned.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

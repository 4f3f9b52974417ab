import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The route patterns each remote's mf-manifest.json declared when a server last read it (issue 24). Shared by every
 * instance, so a remote whose manifest is briefly unreadable still owns its paths on an instance that never read it,
 * and after any restart: they open its area (its Retry panel) instead of redirecting home.
 */
export const remoteRoutes = pgTable('remote_routes', {
  remote: text('remote').primaryKey(),
  routes: jsonb('routes').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

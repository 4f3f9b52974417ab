import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The site's registry of remotes, shared by every instance: which remotes the site serves (in `position` order: route
 * clashes and nav ties follow it), where each one's mf-manifest.json is (`entry`: manifest, canary, previous versions,
 * as a remotes-map entry) and what that manifest declared when a server last read it (access, area, routes, nav,
 * first GETs, contract major). A remote whose manifest is unreadable, even on an instance that never read it, still
 * owns its paths (its area shows its Retry panel), keeps its nav items and stays staff-only if it is.
 * Written by deploys (the operator-signed /api/site/remotes/ endpoints) and by the REMOTES_MAP file when it changes.
 */
export const siteRemotes = pgTable('site_remotes', {
  name: text('name').primaryKey(),
  /** Its package folder, when its files are served here (/remotes/<folder>/, /deploys/<folder>/…). */
  folder: text('folder'),
  /** The remotes-map entry it is served from: { manifest, canary?: { manifest, percent }, previous? }. */
  entry: jsonb('entry').$type<Record<string, unknown>>().notNull(),
  /** The REMOTES_MAP file's entry last applied: the file wins again only when it changes. */
  fileEntry: jsonb('file_entry').$type<unknown>(),
  access: text('access').notNull().default('public'),
  area: text('area').notNull().default(''),
  routes: jsonb('routes').$type<string[]>().notNull().default([]),
  nav: jsonb('nav').$type<unknown[]>().notNull().default([]),
  firstData: jsonb('first_data').$type<unknown>(),
  sharedContract: integer('shared_contract'),
  position: serial('position').notNull(),
  /** Retired on purpose (a deploy's --retire): no longer served, until a deploy or a changed map entry brings it back. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { z } from 'zod';
import { SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_TYPES } from '../search';
import { optionalQuery, userSummarySchema } from './common';
import { statementType } from './statements';

export const searchType = z.enum(SEARCH_TYPES, { message: `Unknown type. Use one of: ${SEARCH_TYPES.join(', ')}.` });

const searchLimit = z
  .string()
  .regex(/^\d{1,3}$/, 'limit must be a positive integer.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'limit must be at least 1.').max(SEARCH_LIMIT_MAX, `limit must be at most ${SEARCH_LIMIT_MAX}.`));

/** Query of GET /api/search/: the text (trimmed), optionally one kind, and how many hits per kind. */
export const searchQuery = z.object({
  q: z
    .string({ message: 'Give something to search for (q).' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(SEARCH_QUERY_MIN, `Type at least ${SEARCH_QUERY_MIN} characters to search.`)
        .max(SEARCH_QUERY_MAX, `Search text is at most ${SEARCH_QUERY_MAX} characters.`),
    )
    .describe('The search text: words of a take, or (part of) a name; typos in names are tolerated'),
  type: optionalQuery(searchType).describe('Only this kind (default: every kind)'),
  limit: optionalQuery(searchLimit).describe('Hits per kind: default 5 for every kind, 20 for one kind; at most 50'),
});

/** A matching statement: enough to show and link it (the excerpt is the part of the body around the first match). */
export const statementHitSchema = z.object({
  id: z.number(),
  statement_type: statementType,
  is_hot_take: z.boolean(),
  title: z.string(),
  excerpt: z.string(),
  created_at: z.string(),
  user: userSummarySchema,
});

/** A matching commentator, podcast or show: its page is /{kind}s/{slug}. */
export const entityHitSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  sport_league_name: z.string().nullable(),
});

/** Hits per kind, best first; kinds not asked for are empty. */
export const searchResponseSchema = z.object({
  q: z.string(),
  statements: z.array(statementHitSchema),
  users: z.array(userSummarySchema),
  commentators: z.array(entityHitSchema),
  podcasts: z.array(entityHitSchema),
  shows: z.array(entityHitSchema),
});

export type SearchQuery = z.input<typeof searchQuery>;
export type StatementHit = z.output<typeof statementHitSchema>;
export type EntityHit = z.output<typeof entityHitSchema>;
export type SearchResponse = z.output<typeof searchResponseSchema>;

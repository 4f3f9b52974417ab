import { z } from 'zod';
import { VOTE_TYPES } from '../enums';

/** Largest id the bigint tables hand out that still round-trips through a JS number. */
export const MAX_BIG_ID = Number.MAX_SAFE_INTEGER;
/** Upper bound of the int4 id columns (users, commentators, podcasts, shows). */
export const MAX_INT_ID = 2_147_483_647;

const digits = (max: number, what: string) =>
  z
    .string()
    .regex(/^\d{1,16}$/, `${what} must be a positive integer.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${what} must be a positive integer.`).max(max, `${what} is out of range.`));

/** `{id}` path segments of statements and comments (bigint). */
export const statementIdParams = z.object({ id: digits(MAX_BIG_ID, 'id') });
/** A JSON body id of a bigint table. */
export const bigId = z.number().int().min(1).max(MAX_BIG_ID);
/** A JSON body id of an int4 table. */
export const intId = z.number().int().min(1).max(MAX_INT_ID);

export const slugParams = z.object({ slug: z.string().min(1).max(200) });
export const usernameParams = z.object({ username: z.string().min(1).max(150) });

export const voteType = z.enum(VOTE_TYPES);

/** A query flag: true/false (also 1/0). */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { message: 'Must be true or false.' })
  .transform((value) => value === 'true' || value === '1');

/** Optional query strings: an empty value counts as absent (the client drops empty filters, curl does not). */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Every error answer: `{detail}`; validation failures add `errors` (field → messages). */
export const errorSchema = z
  .looseObject({ detail: z.string(), errors: z.record(z.string(), z.array(z.string())).optional(), error: z.string().optional() })
  .describe('Error');

export const userSummarySchema = z.object({
  id: z.number(),
  username: z.string(),
  display_name: z.string().nullable(),
  photoURL: z.string().nullable(),
});

export const voteCountsSchema = z.object({ upvotes: z.number(), downvotes: z.number() });

export const messageSchema = z.object({ message: z.string() });

export type ApiErrorBody = z.output<typeof errorSchema>;
export type UserSummary = z.output<typeof userSummarySchema>;
export type VoteCounts = z.output<typeof voteCountsSchema>;

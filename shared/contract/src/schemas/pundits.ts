import { z } from 'zod';
import { ENTITY_KINDS } from '../entity-kinds';
import {
  QUOTE_MAX,
  QUOTE_TOO_LONG,
  SAID_AT_MIN,
  SAID_AT_TOO_EARLY,
  SAID_BY_REQUIRED,
  SOURCE_STATUSES,
  SOURCE_URL_INVALID,
  SOURCE_URL_MAX,
  SOURCE_VERDICTS,
} from '../pundits';
import { httpUrl } from '../validators';

export const sourceStatus = z.enum(SOURCE_STATUSES);
export const sourceVerdict = z.enum(SOURCE_VERDICTS);
const punditKind = z.enum(ENTITY_KINDS);

/** `attribution` of the create payload; the slug, the dates and the event date are checked by the handler. */
export const attributionInput = z.object({
  kind: punditKind,
  slug: z.string().trim().min(1, SAID_BY_REQUIRED).max(200),
  source_url: z
    .string()
    .trim()
    .max(SOURCE_URL_MAX, SOURCE_URL_INVALID)
    .refine((value) => httpUrl(value) !== null, SOURCE_URL_INVALID),
  said_at: z.iso.date('Use the format YYYY-MM-DD.').refine((day) => day >= SAID_AT_MIN, SAID_AT_TOO_EARLY),
  quote: z.string().trim().max(QUOTE_MAX, QUOTE_TOO_LONG).nullish(),
});

/** Who said a statement, where and when, and where its source check stands; null on a member's own take. */
export const attributionSchema = z.object({
  kind: punditKind,
  slug: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  source_url: z.string(),
  said_at: z.string(),
  quote: z.string().nullable(),
  source_status: sourceStatus,
});

/** The source-check fields every statement answer carries (null status and zero counts on a member's own take). */
export const sourceCheckFields = {
  source_status: sourceStatus.nullable(),
  /** Checks by accounts with standing: only these move the status. */
  source_confirms: z.number().int(),
  source_disputes: z.number().int(),
  /** Checks by accounts without standing yet (new, unverified, inactive or suspended): kept for staff, they move nothing. */
  source_uncounted_confirms: z.number().int(),
  source_uncounted_disputes: z.number().int(),
  /** The viewer's own check, null when none (or a visitor). */
  user_source_check: sourceVerdict.nullable(),
};

export const sourceCheckBody = z.object({ verdict: sourceVerdict });
export const sourceCheckResponse = z.object({
  verdict: sourceVerdict.nullable(),
  /** Whether the caller's check counts (their account has standing); null when they withdrew it. */
  counted: z.boolean().nullable(),
  source_status: sourceStatus,
  source_confirms: z.number().int(),
  source_disputes: z.number().int(),
  source_uncounted_confirms: z.number().int(),
  source_uncounted_disputes: z.number().int(),
});
export const sourceStatusBody = z.object({ source_status: sourceStatus });

export type Attribution = z.output<typeof attributionSchema>;
export type AttributionInput = z.input<typeof attributionInput>;
export type SourceCheckRequest = z.input<typeof sourceCheckBody>;
export type SourceCheckResponse = z.output<typeof sourceCheckResponse>;
export type SourceStatusRequest = z.input<typeof sourceStatusBody>;

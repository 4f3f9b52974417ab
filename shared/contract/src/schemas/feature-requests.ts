import { z } from 'zod';
import { FEATURE_REQUEST_STATUSES } from '../feature-requests';
import { FEATURE_DESCRIPTION_MAX, FEATURE_TITLE_MAX, FEATURE_TITLE_MIN } from '../limits';
import { statementIdParams, userSummarySchema } from './common';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u0009\u000b-\u001f\u007f]*$/;

/** `{id}` of a feature request: any id path segment (as statements'); one beyond the table's int4 range is a 404. */
export const featureRequestIdParams = statementIdParams;

export const featureRequestStatus = z.enum(FEATURE_REQUEST_STATUSES, {
  message: `Status must be one of: ${FEATURE_REQUEST_STATUSES.join(', ')}.`,
});

export const createFeatureRequestBody = z
  .object({
    title: z
      .string({ error: 'Title is required.' })
      .trim()
      .min(FEATURE_TITLE_MIN, `Title must be at least ${FEATURE_TITLE_MIN} characters.`)
      .max(FEATURE_TITLE_MAX, `Title must be at most ${FEATURE_TITLE_MAX} characters.`)
      .regex(NO_CONTROL, 'Title must not contain control characters.'),
    description: z
      .string()
      .trim()
      .max(FEATURE_DESCRIPTION_MAX, `Description must be at most ${FEATURE_DESCRIPTION_MAX} characters.`)
      .regex(NO_CONTROL, 'Description must not contain control characters.')
      .default(''),
  })
  .strict();

export const featureRequestStatusBody = z.object({ status: featureRequestStatus }).strict();

export const featureRequestSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    status: featureRequestStatus,
    vote_count: z.number().int(),
    /** Whether the signed-in reader voted for it (false for visitors). */
    voted: z.boolean(),
    author: userSummarySchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .describe('FeatureRequest');

export const featureRequestListQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), featureRequestStatus.optional()),
});

export const featureRequestListSchema = z.object({ results: z.array(featureRequestSchema) });

export type FeatureRequest = z.output<typeof featureRequestSchema>;
export type CreateFeatureRequest = z.input<typeof createFeatureRequestBody>;

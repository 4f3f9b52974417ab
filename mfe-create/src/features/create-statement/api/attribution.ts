import {
  QUOTE_MAX,
  QUOTE_TOO_LONG,
  SAID_AT_AFTER_EVENT,
  SAID_AT_IN_FUTURE,
  SAID_AT_MIN,
  SAID_AT_TOO_EARLY,
  SOURCE_URL_INVALID,
  httpUrl,
  isApiError,
  type StatementType,
} from '@receipts/shared';
import type { CreateForm } from './create-form';

/** The receipt's fields that carry their own message under them. */
export type AttributionField = 'said_by' | 'source_url' | 'said_at' | 'quote';
export type AttributionErrors = Partial<Record<AttributionField, string>>;

export const SOURCE_REQUIRED = 'Link the source: where it was said (an article, a clip, an episode).';
export const SAID_AT_REQUIRED = 'Give the date it was said.';

/** The API's rules, checked before any request (the server checks them again and knows the directory). */
export function attributionErrors(form: CreateForm, mode: StatementType, today: string): AttributionErrors {
  if (!form.said_slug) return {};
  const errors: AttributionErrors = {};
  if (!form.source_url.trim()) errors.source_url = SOURCE_REQUIRED;
  else if (!httpUrl(form.source_url.trim())) errors.source_url = SOURCE_URL_INVALID;
  if (!form.said_at) errors.said_at = SAID_AT_REQUIRED;
  else if (form.said_at > today) errors.said_at = SAID_AT_IN_FUTURE;
  else if (form.said_at < SAID_AT_MIN) errors.said_at = SAID_AT_TOO_EARLY;
  else if (mode === 'prediction' && form.event_date && form.said_at > form.event_date) errors.said_at = SAID_AT_AFTER_EVENT;
  if (form.quote.trim().length > QUOTE_MAX) errors.quote = QUOTE_TOO_LONG;
  return errors;
}

const SERVER_FIELDS: Record<string, AttributionField> = {
  'body.attribution.slug': 'said_by',
  'body.attribution.kind': 'said_by',
  'body.attribution': 'said_by',
  'body.attribution.source_url': 'source_url',
  'body.attribution.said_at': 'said_at',
  'body.attribution.quote': 'quote',
};

/** The server's per-field messages about the receipt, for the fields that show them. */
export function serverAttributionErrors(error: unknown): AttributionErrors {
  if (!isApiError(error)) return {};
  const errors: AttributionErrors = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = SERVER_FIELDS[key];
    if (field && messages[0]) errors[field] ??= messages[0];
  }
  return errors;
}

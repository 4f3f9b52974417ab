import {
  DEFAULT_CONFIDENCE,
  missingStatementFields,
  type CreateStatementRequest,
  type EntityKind,
  type StatementType,
} from '@receipts/shared';

export interface CreateForm {
  title: string;
  body: string;
  prediction_choice: string;
  confidence_level: number;
  event_date: string;
  league: string;
  team_a: string;
  player: string;
  topics: string[];
  /** Issue 26: who said it ('' for the fan's own take), where and when. */
  said_kind: EntityKind | '';
  said_slug: string;
  said_name: string;
  source_url: string;
  said_at: string;
  quote: string;
}

export const EMPTY_FORM: CreateForm = {
  title: '',
  body: '',
  prediction_choice: '',
  confidence_level: DEFAULT_CONFIDENCE,
  event_date: '',
  league: '',
  team_a: '',
  player: '',
  topics: [],
  said_kind: '',
  said_slug: '',
  said_name: '',
  source_url: '',
  said_at: '',
  quote: '',
};

/** Spec §2.9: a path containing 'prediction' starts in prediction mode. */
export function modeFromPath(pathname: string): StatementType {
  return pathname.includes('prediction') ? 'prediction' : 'opinion';
}

/** Spec §5: the same required-field rule the server applies. */
export function missingFields(form: CreateForm, mode: StatementType): string[] {
  return missingStatementFields({ ...form, statement_type: mode });
}

/** Spec §3 "Create payload": optional links only when chosen; predictions add choice, confidence and date. */
export function buildPayload(form: CreateForm, mode: StatementType): CreateStatementRequest {
  const payload: CreateStatementRequest = {
    title: form.title.trim(),
    body: form.body.trim(),
    statement_type: mode,
    topics: form.topics,
  };
  if (form.league) payload.league = form.league;
  if (form.team_a) payload.team_a = form.team_a;
  if (form.player) payload.player = form.player;
  if (mode === 'prediction') {
    payload.prediction_choice = form.prediction_choice.trim();
    payload.confidence_level = form.confidence_level;
    if (form.event_date) payload.event_date = form.event_date;
  }
  if (form.said_kind && form.said_slug) {
    payload.attribution = {
      kind: form.said_kind,
      slug: form.said_slug,
      source_url: form.source_url.trim(),
      said_at: form.said_at,
      ...(form.quote.trim() ? { quote: form.quote.trim() } : {}),
    };
  }
  return payload;
}

import type { CreateStatementRequest, StatementType } from '@receipts/shared';

/** Spec §9: confidence 1-10, default 5; title at most 255 characters. */
export const DEFAULT_CONFIDENCE = 5;
export const TITLE_MAX = 255;

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
}

export const EMPTY_FORM: CreateForm = {
  title: '', body: '', prediction_choice: '', confidence_level: DEFAULT_CONFIDENCE, event_date: '',
  league: '', team_a: '', player: '', topics: [],
};

/** Spec §2.9: a path containing 'prediction' starts in prediction mode. */
export function modeFromPath(pathname: string): StatementType {
  return pathname.includes('prediction') ? 'prediction' : 'opinion';
}

/** Spec §5: title and body, plus prediction_choice for predictions. */
export function missingFields(form: CreateForm, mode: StatementType): string[] {
  const required: (keyof CreateForm)[] = mode === 'prediction' ? ['title', 'body', 'prediction_choice'] : ['title', 'body'];
  return required.filter((field) => !String(form[field]).trim());
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
  return payload;
}

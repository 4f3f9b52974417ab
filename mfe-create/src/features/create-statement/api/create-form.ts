import {
  DEFAULT_CONFIDENCE,
  missingStatementFields,
  type CreateStatementRequest,
  type EntityKind,
  type PickKind,
  type StatementType,
} from '@receipts/shared';
import { pickOf } from './game-pick';

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
  /** Who said it ('' for the fan's own take), where and when. */
  said_kind: EntityKind | '';
  said_slug: string;
  said_name: string;
  source_url: string;
  said_at: string;
  quote: string;
  /** A pick on a scheduled game of the league ('' for none): its id, kind, side and line as typed. */
  game_id: string;
  pick_kind: PickKind | '';
  pick_side: string;
  pick_line: string;
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
  game_id: '',
  pick_kind: '',
  pick_side: '',
  pick_line: '',
};

/** A path containing 'prediction' starts in prediction mode. */
export function modeFromPath(pathname: string): StatementType {
  return pathname.includes('prediction') ? 'prediction' : 'opinion';
}

/** The same required-field rule the server applies. */
export function missingFields(form: CreateForm, mode: StatementType): string[] {
  return missingStatementFields({ ...form, statement_type: mode });
}

/** The create payload: optional links only when chosen; predictions add choice, confidence and date. */
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
    const pick = pickOf(form);
    if (pick) {
      // The game sets the event's day and lock; the team link stays the fan's choice.
      payload.game_id = Number(form.game_id);
      payload.pick = pick;
      delete payload.event_date;
    }
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

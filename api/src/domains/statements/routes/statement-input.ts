import {
  DEFAULT_CONFIDENCE,
  EVENT_DATE_IN_PAST,
  SAID_AT_AFTER_EVENT,
  SAID_AT_IN_FUTURE,
  SOURCE_URL_NOT_PUBLIC,
  unknownPunditMessage,
  missingFieldsMessage,
  missingStatementFields,
  type CreateStatementBody,
} from '@receipts/contract';
import { normalizeLeague, playerById, teamById, topicById } from '@receipts/contract/catalog';
import { fieldError } from '../../../schemas/common';
import type { NewStatement } from '../data/statements';
import { isPublicHttpUrl } from '../../../schemas/public-url';

/**
 * The create payload → a row to insert, applying the create rules: required fields per kind (one message listing
 * exactly the missing ones), confidence default 5, an empty event date meaning none, and league/team/player/topic ids
 * checked against the built-in catalogue (a team must be in the league, a player in the team; a missing parent is
 * filled in from the child), and a prediction's event date not before `today` (the track record's zone).
 */
export function toNewStatement(body: CreateStatementBody, userId: number, today: string, punditId: number | null = null): NewStatement {
  const prediction = body.statement_type === 'prediction';
  const missing = missingStatementFields(body);
  if (missing.length) {
    throw fieldError(
      'body',
      Object.fromEntries(missing.map((field) => [field, ['This field is required.']])),
      missingFieldsMessage(missing),
    );
  }

  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const given = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

  let league = given(body.league);
  let team = given(body.team_a);
  const player = given(body.player);
  if (league) {
    const id = normalizeLeague(league);
    if (!id) fail('league', 'Unknown league.');
    league = id;
  }
  if (player) {
    const known = playerById.get(player);
    if (!known) fail('player', 'Unknown player.');
    else if (team && known.team !== team) fail('player', 'This player is not on the chosen team.');
    else team ??= known.team;
  }
  if (team) {
    const known = teamById.get(team);
    if (!known) fail('team_a', 'Unknown team.');
    else if (league && known.league !== league) fail('team_a', 'This team is not in the chosen league.');
    else league ??= known.league;
  }
  const topics = [...new Set(body.topics ?? [])];
  for (const topic of topics) if (!topicById.has(topic)) fail('topics', `Unknown topic: ${topic}.`);

  // Receipts cannot be written after the fact: 'YYYY-MM-DD' strings compare as days.
  if (prediction && body.event_date && body.event_date < today) fail('event_date', EVENT_DATE_IN_PAST);

  // A receipt names a pundit of the directory, and was said by the day it is posted and by the event.
  const said = body.attribution ?? null;
  if (said) {
    if (punditId === null) fail('attribution.slug', unknownPunditMessage(said.kind));
    if (!isPublicHttpUrl(said.source_url)) fail('attribution.source_url', SOURCE_URL_NOT_PUBLIC);
    if (said.said_at > today) fail('attribution.said_at', SAID_AT_IN_FUTURE);
    else if (prediction && body.event_date && said.said_at > body.event_date) fail('attribution.said_at', SAID_AT_AFTER_EVENT);
  }

  if (Object.keys(errors).length)
    throw fieldError('body', errors, errors.event_date && Object.keys(errors).length === 1 ? EVENT_DATE_IN_PAST : undefined);

  return {
    userId,
    statementType: body.statement_type,
    title: (body.title as string).trim(),
    body: (body.body as string).trim(),
    isHotTake: prediction ? false : Boolean(body.is_hot_take),
    league,
    teamA: team,
    player,
    topics,
    predictionChoice: prediction ? (body.prediction_choice as string).trim() : null,
    confidenceLevel: prediction ? (body.confidence_level ?? DEFAULT_CONFIDENCE) : null,
    eventDate: prediction && body.event_date ? body.event_date : null,
    outcome: prediction ? 'pending' : 'not_applicable',
    attribution:
      said && punditId !== null
        ? { kind: said.kind, id: punditId, sourceUrl: said.source_url, saidAt: said.said_at, quote: said.quote || null }
        : null,
  };
}

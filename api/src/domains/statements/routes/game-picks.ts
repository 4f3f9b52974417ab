import {
  GAME_LEAGUE_MISMATCH,
  GAME_NOT_PICKABLE,
  GAME_UNKNOWN,
  GAME_WITHOUT_PICK,
  PICK_LOCKED,
  PICK_WITHOUT_GAME,
  pickWords,
  teamShortName,
  type CreateStatementBody,
} from '@receipts/contract';
import { normalizeLeague } from '@receipts/contract/catalog';
import { HttpError } from '../../../plugins/errors';
import type { gamesRepository } from '../../games/data/games';
import type { NewStatement } from '../data/statements';
import { fieldError } from '../../../schemas/common';
import { dayIn } from '../../track-record/data/days';

export const pickLocked = () => new HttpError(409, PICK_LOCKED, { errors: { 'body.game_id': [PICK_LOCKED] } });

/**
 * A create payload's pick on a game, checked against the game: both game_id and pick or neither, a prediction, a
 * game that exists in the chosen league and has not started (nor ended). Returns the payload with what the game
 * fills in (league, the event's day, the pick in words when no choice was written) and the pick to store.
 */
export async function withGamePick(
  body: CreateStatementBody,
  games: ReturnType<typeof gamesRepository>,
  clock: { timeZone: string; now: () => Date },
): Promise<{ body: CreateStatementBody; pick: NewStatement['pick'] }> {
  const gameId = body.game_id ?? null;
  const pick = body.pick ?? null;
  if (gameId === null && pick === null) return { body, pick: null };
  if (body.statement_type !== 'prediction') throw fieldError('body', { game_id: ['Only predictions pick a game.'] });
  if (pick === null) throw fieldError('body', { pick: [GAME_WITHOUT_PICK] }, GAME_WITHOUT_PICK);
  if (gameId === null) throw fieldError('body', { game_id: [PICK_WITHOUT_GAME] }, PICK_WITHOUT_GAME);
  const game = await games.pickTarget(gameId);
  if (!game) throw fieldError('body', { game_id: [GAME_UNKNOWN] }, GAME_UNKNOWN);
  const league = body.league?.trim() ? normalizeLeague(body.league.trim()) : null;
  if (league && league !== game.league) throw fieldError('body', { game_id: [GAME_LEAGUE_MISMATCH] }, GAME_LEAGUE_MISMATCH);
  if (game.status === 'final' || game.status === 'cancelled') {
    throw new HttpError(409, GAME_NOT_PICKABLE, { errors: { 'body.game_id': [GAME_NOT_PICKABLE] } });
  }
  if (Date.parse(game.starts_at) <= clock.now().getTime()) throw pickLocked();
  const line = pick.kind === 'winner' ? null : (pick.line ?? null);
  const stored = { gameId, kind: pick.kind, side: pick.side, line } as NonNullable<NewStatement['pick']>;
  const words = pickWords({ ...stored }, game, teamShortName);
  return {
    body: {
      ...body,
      league: game.league,
      event_date: dayIn(clock.timeZone, new Date(game.starts_at)),
      prediction_choice: body.prediction_choice?.trim() ? body.prediction_choice : words,
    },
    pick: stored,
  };
}

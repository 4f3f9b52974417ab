import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityKind, Outcome, SourceStatus } from '@receipts/contract';
import { outcomeAudit, sourceChecks, statementTopics, statements } from '../db/schema';
import type { Db } from '../db';
import { createRandom, type Random } from './prng';
import { COMMENTATOR_NAMES, PODCASTS, SHOWS } from './directory-data';
import { STRETCH_DAYS } from './season';
import { PREDICTIONS } from './statement-data';
import { fillTemplate, linksOf, pickSubject, templatesFor } from './subjects';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The pundits with a record to rank (the first of each directory), and each one's share of correct calls, in
 * directory order: a sharp top, a middle and some who miss more than not, on every board.
 */
export const RANKED_HIT_RATES: Record<EntityKind, number[]> = {
  commentator: [0.8, 0.45, 0.7, 0.35, 0.6, 0.5],
  podcast: [0.75, 0.5, 0.4],
  show: [0.7, 0.55, 0.35],
};

type Stretch = keyof typeof STRETCH_DAYS;
interface Slot {
  /** When the event was (a stretch of days before today), or 'open' for one still ahead. */
  when: Stretch | 'open';
  source: SourceStatus;
}

/**
 * A ranked pundit's receipts: five confirmed and resolved in the last days (the 7-day board needs five), three more
 * this month, four before, one whose source is still open, one disputed, and one call still ahead.
 */
const RANKED_SLOTS: Slot[] = [
  ...Array.from({ length: 5 }, () => ({ when: 'recent' as const, source: 'confirmed' as const })),
  ...Array.from({ length: 3 }, () => ({ when: 'month' as const, source: 'confirmed' as const })),
  ...Array.from({ length: 4 }, () => ({ when: 'earlier' as const, source: 'confirmed' as const })),
  { when: 'month', source: 'unconfirmed' },
  { when: 'earlier', source: 'disputed' },
  { when: 'open', source: 'confirmed' },
];
/** Every other pundit has one receipt, so each page in the directories shows what they said: settled or still ahead. */
const OTHER_SLOTS: Slot[][] = [[{ when: 'month', source: 'confirmed' }], [{ when: 'open', source: 'unconfirmed' }]];

const QUOTES = [
  'Write it down: this is happening.',
  'I have never been more sure of anything in my life.',
  'Mark my words, people will be talking about this one.',
  'Book it. Lock it in.',
  null,
];
const SOURCES: Record<EntityKind, string[]> = {
  commentator: ['a column', 'a TV segment', 'a podcast appearance', 'a live stream'],
  podcast: ['an episode', 'a bonus episode'],
  show: ['a broadcast', 'a studio segment'],
};

export interface ReceiptTargets {
  commentators: number[];
  podcasts: number[];
  shows: number[];
  /** Each pundit's league, in the same order. */
  leagues: { commentators: string[]; podcasts: string[]; shows: string[] };
}

interface Pundit {
  kind: EntityKind;
  id: number;
  league: string;
  /** Share of correct calls for a ranked pundit; null for the others (a fair coin). */
  rate: number | null;
  slots: Slot[];
}

function punditsOf(targets: ReceiptTargets): Pundit[] {
  const lists: [EntityKind, number[], string[]][] = [
    ['commentator', targets.commentators, targets.leagues.commentators],
    ['podcast', targets.podcasts, targets.leagues.podcasts],
    ['show', targets.shows, targets.leagues.shows],
  ];
  return lists.flatMap(([kind, ids, leagues]) =>
    ids.map((id, i) => {
      const rate = RANKED_HIT_RATES[kind][i] ?? null;
      return { kind, id, league: leagues[i], rate, slots: rate === null ? OTHER_SLOTS[i % OTHER_SLOTS.length] : RANKED_SLOTS };
    }),
  );
}

const countOf = (kind: EntityKind, total: number) =>
  Math.min(total, RANKED_HIT_RATES[kind].length) * RANKED_SLOTS.length + Math.max(0, total - RANKED_HIT_RATES[kind].length);
/** How many receipts the demo has (every pundit of the directories has at least one). */
export const DEMO_RECEIPTS =
  countOf('commentator', COMMENTATOR_NAMES.length) + countOf('podcast', PODCASTS.length) + countOf('show', SHOWS.length);

/** Checks that give the wanted status: confirmed and disputed by a lead of at least 3, unconfirmed by less. */
function checksFor(random: Random, source: SourceStatus): [confirms: number, disputes: number] {
  if (source === 'confirmed') {
    const disputes = random.int(0, 1);
    return [disputes + random.int(3, 5), disputes];
  }
  if (source === 'disputed') {
    const confirms = random.int(0, 1);
    return [confirms, confirms + 3];
  }
  return [random.int(0, 2), random.int(0, 1)];
}

/**
 * Receipts of what every commentator, podcast and show of the directories said, with sources, posted by demo members
 * and checked by others, about teams and players of the pundit's own league. The ranked pundits (RANKED_HIT_RATES)
 * have enough confirmed, resolved receipts in the last week, the last month and before for every board window; each
 * of the others has one. Resolved only after they locked, never after now. Counters equal the check rows.
 * Its own PRNG stream, so the rest of the demo stays as it was.
 */
export async function seedReceipts(
  tx: Tx,
  now: number,
  userIds: number[],
  targets: ReceiptTargets,
  reserve: (count: number) => Promise<number[]>,
) {
  const random = createRandom(20261126);
  const pundits = punditsOf(targets);
  const ids = await reserve(pundits.reduce((sum, pundit) => sum + pundit.slots.length, 0));
  const today = Math.floor(now / DAY) * DAY;
  const rows: (typeof statements.$inferInsert)[] = [];
  const checks: (typeof sourceChecks.$inferInsert)[] = [];
  const audit: (typeof outcomeAudit.$inferInsert)[] = [];
  const topics: (typeof statementTopics.$inferInsert)[] = [];
  let next = 0;
  for (const pundit of pundits) {
    // A ranked pundit's hit rate is met closely on the confirmed receipts of every stretch (evenly spread hits from a
    // random phase), so a board has a believable top, a middle and a bottom, not a coin toss.
    const phase = random.next();
    let settled = 0;
    for (const [k, slot] of pundit.slots.entries()) {
      const id = ids[next++];
      const subject = pickSubject(random, pundit.league);
      const template = random.pick(templatesFor(PREDICTIONS, pundit.league));
      const fill = (text: string) => fillTemplate(text, subject);
      let event: number;
      let saidAt: number;
      if (slot.when === 'open') {
        event = today + random.int(2, 30) * DAY;
        saidAt = now - random.int(3, 14) * DAY;
      } else {
        const [from, to] = STRETCH_DAYS[slot.when];
        event = today - random.int(from, to) * DAY;
        saidAt = event - random.int(3, 20) * DAY;
      }
      // Posted a day or more after it was said and never in the last two days: the newest of the feed are members' own
      // takes, which keeps the first screen of a phone as dense as it was before every pundit had receipts.
      const createdAt = new Date(Math.min(now - 2 * DAY, saidAt + random.int(24, 48) * HOUR));
      const poster = random.pick(userIds);
      const [confirms, disputes] = checksFor(random, slot.source);
      random
        .sample(
          userIds.filter((u) => u !== poster),
          confirms + disputes,
        )
        .forEach((userId, i) =>
          checks.push({
            statementId: id,
            userId,
            verdict: i < confirms ? 'confirm' : 'dispute',
            createdAt: new Date(Math.min(now - 60_000, createdAt.getTime() + (i + 1) * 10 * 60_000)),
          }),
        );

      let outcome: Outcome = 'pending';
      let resolvedAt: Date | null = null;
      if (slot.when !== 'open') {
        if (slot.when === 'earlier' && slot.source === 'confirmed' && random.chance(0.1)) outcome = 'push';
        else if (pundit.rate !== null && slot.source === 'confirmed') {
          const j = settled++;
          outcome = Math.floor((j + 1) * pundit.rate + phase) > Math.floor(j * pundit.rate + phase) ? 'correct' : 'incorrect';
        } else outcome = random.chance(0.5) ? 'correct' : 'incorrect';
        const lockedEverywhere = event + 15 * HOUR;
        resolvedAt = new Date(Math.min(now - 60_000, lockedEverywhere + random.int(0, 33) * HOUR));
        audit.push({ statementId: id, changedBy: null, oldOutcome: 'pending', newOutcome: outcome, notes: null, changedAt: resolvedAt });
      }
      for (const topicId of template.topics) topics.push({ statementId: id, topicId });
      rows.push({
        id,
        userId: poster,
        statementType: 'prediction',
        title: fill(template.title),
        body: `From ${random.pick(SOURCES[pundit.kind])}: ${fill(template.body)}`,
        league: pundit.league,
        ...linksOf(template, subject),
        predictionChoice: fill(random.pick(template.choices)),
        confidenceLevel: null,
        eventDate: new Date(event).toISOString().slice(0, 10),
        outcome,
        resolvedAt,
        createdAt,
        saidByKind: pundit.kind,
        saidById: pundit.id,
        sourceUrl: `https://example.com/receipts/${pundit.kind}-${pundit.id}-${k + 1}`,
        saidAt: new Date(saidAt).toISOString().slice(0, 10),
        quote: random.pick(QUOTES),
        sourceStatus: confirms - disputes >= 3 ? 'confirmed' : disputes - confirms >= 3 ? 'disputed' : 'unconfirmed',
        sourceConfirms: confirms,
        sourceDisputes: disputes,
      });
    }
  }
  const insert = async <T extends PgTable>(table: T, values: T['$inferInsert'][]) => {
    for (let i = 0; i < values.length; i += 200) await tx.insert(table).values(values.slice(i, i + 200) as never);
  };
  await insert(statements, rows);
  await insert(statementTopics, topics);
  await insert(sourceChecks, checks);
  await insert(outcomeAudit, audit);
}

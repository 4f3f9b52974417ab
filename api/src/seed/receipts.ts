import type { PgTable } from 'drizzle-orm/pg-core';
import type { Outcome } from '@receipts/shared/contract';
import { CATALOG } from '@receipts/shared/contract/catalog';
import { outcomeAudit, sourceChecks, statementTopics, statements } from '../db/schema';
import type { Db } from '../db';
import { createRandom } from './prng';
import { PREDICTIONS } from './statement-data';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Commentators (the first of the directory) and podcasts that get receipts, and how many each. */
export const RECEIPT_COMMENTATORS = 6;
export const RECEIPT_PODCASTS = 2;
const RECEIPTS_EACH = 9;

const QUOTES = [
  'Write it down: this is happening.',
  'I have never been more sure of anything in my life.',
  'Mark my words, people will be talking about this one.',
  'Book it. Lock it in.',
  null,
];
const SOURCES = ['podcast episode', 'TV segment', 'column', 'live stream'];
/** Each pundit's share of correct calls, in directory order: a sharp top, a middle and two who miss more than not. */
const HIT_RATES = [0.8, 0.45, 0.7, 0.35, 0.6, 0.5, 0.65, 0.55];

export interface ReceiptTargets {
  commentators: number[];
  podcasts: number[];
}

/**
 * Issue 26: receipts of what the first commentators and podcasts said, with sources, posted by demo members,
 * checked by others (most confirmed by a lead of at least 3, a few still open or disputed) and resolved after they
 * locked, so the Commentators board and the pundits' pages are alive on first start. Counters equal the check rows.
 * Its own PRNG stream, so the rest of the demo stays as it was.
 */
export async function seedReceipts(tx: Tx, now: number, userIds: number[], targets: ReceiptTargets, firstId: () => Promise<number[]>) {
  const random = createRandom(20261126);
  const pundits = [
    ...targets.commentators.slice(0, RECEIPT_COMMENTATORS).map((id) => ({ kind: 'commentator' as const, id })),
    ...targets.podcasts.slice(0, RECEIPT_PODCASTS).map((id) => ({ kind: 'podcast' as const, id })),
  ];
  const ids = await firstId();
  const rows: (typeof statements.$inferInsert)[] = [];
  const checks: (typeof sourceChecks.$inferInsert)[] = [];
  const audit: (typeof outcomeAudit.$inferInsert)[] = [];
  const topics: (typeof statementTopics.$inferInsert)[] = [];
  let next = 0;
  for (const [p, pundit] of pundits.entries()) {
    // Each pundit has a hit rate of their own, met closely (evenly spread hits from a random phase, on the confirmed
    // receipts apart from the others), so the board has a believable top, a middle and a bottom, not a coin toss.
    const rate = HIT_RATES[p % HIT_RATES.length];
    const phase = random.next();
    const settled = { confirmed: 0, other: 0 };
    for (let k = 0; k < RECEIPTS_EACH; k++) {
      const id = ids[next++];
      const league = CATALOG.leagues[(p + k) % CATALOG.leagues.length].id;
      const team = random.pick(CATALOG.teams.filter((t) => t.league === league));
      const template = random.pick(PREDICTIONS);
      const fill = (text: string) => text.replace('{team}', team.name).replace('{player}', 'their star').replace('{league}', league);
      const saidAt = new Date(now - random.int(20, 80) * DAY);
      const createdAt = new Date(saidAt.getTime() + random.int(1, 48) * HOUR);
      const eventDate = new Date(saidAt.getTime() + random.int(5, 15) * DAY).toISOString().slice(0, 10);
      const poster = random.pick(userIds);
      // Most sources confirmed (a lead of 3 to 6), one in nine still open, one in nine disputed.
      const roll = k % 9;
      const confirmsWanted = roll === 4 ? random.int(0, 2) : roll === 7 ? random.int(0, 1) : random.int(3, 6);
      const disputesWanted = roll === 7 ? confirmsWanted + 3 : roll === 4 ? random.int(0, 1) : random.int(0, 1);
      const checkers = random.sample(
        userIds.filter((u) => u !== poster),
        confirmsWanted + disputesWanted,
      );
      checkers.forEach((userId, i) =>
        checks.push({
          statementId: id,
          userId,
          verdict: i < confirmsWanted ? 'confirm' : 'dispute',
          createdAt: new Date(createdAt.getTime() + (i + 1) * HOUR),
        }),
      );
      const lead = confirmsWanted - disputesWanted;
      const status = lead >= 3 ? 'confirmed' : lead <= -3 ? 'disputed' : 'unconfirmed';
      const lockedEverywhere = Date.parse(`${eventDate}T00:00:00Z`) + 15 * HOUR;
      let outcome: Outcome = 'pending';
      let resolvedAt: Date | null = null;
      if (lockedEverywhere < now - 60_000) {
        if (random.chance(0.1)) outcome = 'push';
        else {
          const j = settled[status === 'confirmed' ? 'confirmed' : 'other']++;
          outcome = Math.floor((j + 1) * rate + phase) > Math.floor(j * rate + phase) ? 'correct' : 'incorrect';
        }
        resolvedAt = new Date(Math.min(now - 60_000, lockedEverywhere + random.int(0, 30) * HOUR));
        audit.push({ statementId: id, changedBy: null, oldOutcome: 'pending', newOutcome: outcome, notes: null, changedAt: resolvedAt });
      }
      const slug = `${pundit.kind}-${pundit.id}-${k + 1}`;
      for (const topicId of template.topics) topics.push({ statementId: id, topicId });
      rows.push({
        id,
        userId: poster,
        statementType: 'prediction',
        title: fill(template.title),
        body: `From a ${random.pick(SOURCES)}: ${fill(template.body)}`,
        league,
        teamA: team.id,
        predictionChoice: fill(random.pick(template.choices)),
        confidenceLevel: null,
        eventDate,
        outcome,
        resolvedAt,
        createdAt,
        saidByKind: pundit.kind,
        saidById: pundit.id,
        sourceUrl: `https://example.com/receipts/${slug}`,
        saidAt: saidAt.toISOString().slice(0, 10),
        quote: random.pick(QUOTES),
        sourceStatus: status,
        sourceConfirms: confirmsWanted,
        sourceDisputes: disputesWanted,
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

export const DEMO_RECEIPTS = (RECEIPT_COMMENTATORS + RECEIPT_PODCASTS) * RECEIPTS_EACH;

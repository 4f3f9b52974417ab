import { COMMENTS, FEED, post, VOTE, type Member } from './client';

export interface LoadResult {
  reads: number;
  writes: number;
  failedReads: string[];
  /**
   * Reads whose answer had begun (status and headers received) when its instance died, and whose body was cut: no
   * proxy can retry a response it has started to forward. At most one per reader, and only at a kill -9.
   */
  cutReads: string[];
  failedWrites: string[];
  /** Comment ids the site acknowledged (201). */
  acknowledged: number[];
}

/**
 * Readers (the feed, a thread) and writers (comments, vote toggles) through HAProxy until stop() is called:
 * what a site sees while an instance dies or restarts.
 */
export function startLoad(base: string, writers: Member[], statementIds: number[], readers = 4) {
  const result: LoadResult = { reads: 0, writes: 0, failedReads: [], cutReads: [], failedWrites: [], acknowledged: [] };
  let running = true;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

  const reader = async () => {
    while (running) {
      const url = Math.random() < 0.5 ? FEED : `/api/content-api/statements/${pick(statementIds)}/comments/`;
      let started = false;
      try {
        // `no-cache`: past HAProxy's edge cache to an instance, or a kill would cost the readers nothing to prove.
        const response = await fetch(`${base}${url}`, { headers: { 'cache-control': 'no-cache' }, signal: AbortSignal.timeout(20_000) });
        started = response.ok;
        await response.arrayBuffer();
        if (response.ok) result.reads += 1;
        else result.failedReads.push(`GET ${url}: ${response.status}`);
      } catch (error) {
        (started ? result.cutReads : result.failedReads).push(`GET ${url}: ${(error as Error).message}`);
      }
    }
  };
  const writer = async (member: Member) => {
    while (running) {
      const statement = pick(statementIds);
      const comment = Math.random() < 0.6;
      try {
        const response = comment
          ? await post(base, member, COMMENTS, { statement, text: `Seen under load ${Date.now()}` })
          : await post(base, member, VOTE, { statement_id: statement, vote_type: pick(['upvote', 'downvote']) });
        const body = (await response.json().catch(() => null)) as { id?: number } | null;
        if (response.ok) {
          result.writes += 1;
          if (comment && body?.id) result.acknowledged.push(Number(body.id));
        } else {
          result.failedWrites.push(`POST ${comment ? COMMENTS : VOTE}: ${response.status}`);
        }
      } catch (error) {
        result.failedWrites.push(`POST: ${(error as Error).message}`);
      }
    }
  };

  const workers = [...Array.from({ length: readers }, reader), ...writers.map(writer)];
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db';
import { statements, users } from '../src/db/schema';
import { sessionsRepository } from '../src/repositories/sessions';
import { rowsOf } from '../src/repositories/sql';

export const COMMENTS = '/api/content-api/comments/';
export const VOTE = '/api/content-api/votes/toggle/';
export const FEED = '/api/content-api/statements/';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A request to one instance itself, past HAProxy. */
export const direct = (port: number, url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init);

/** A member signed in through a session row (as the sign-in endpoints would write it), with a CSRF token the site signed. */
export interface Member {
  id: number;
  headers: Record<string, string>;
}

export function clusterDatabase(url: string): Database {
  return openDatabase({ url, poolSize: 4 });
}

export async function createMember(database: Database, base: string, fields: Partial<typeof users.$inferInsert> = {}): Promise<Member> {
  const suffix = randomBytes(4).toString('hex');
  const [user] = await database.db
    .insert(users)
    .values({
      email: `member-${suffix}@example.test`,
      username: `member_${suffix}`,
      name: `Member ${suffix}`,
      emailVerified: true,
      ...fields,
    })
    .returning();
  const { token } = await sessionsRepository(database.db).create(user.id);
  const response = await fetch(`${base}/api/csrf/`, { headers: { cookie: `sessionid=${token}` } });
  if (!response.ok) throw new Error(`GET /api/csrf/ answered ${response.status}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return {
    id: user.id,
    headers: { cookie: `sessionid=${token}; csrftoken=${csrfToken}`, 'x-csrftoken': csrfToken, 'content-type': 'application/json' },
  };
}

export async function insertStatement(database: Database, userId: number, title = 'Depth wins titles'): Promise<number> {
  const [row] = await database.db
    .insert(statements)
    .values({ userId, statementType: 'opinion', title, body: 'Body' })
    .returning({ id: statements.id });
  return row.id;
}

/**
 * Two members and a statement of the first's with a comment of hers (`parent`): a reply by the second to that comment
 * notifies the first, on whichever instance holds her notification stream.
 */
export async function awaitingReplies(
  database: Database,
  base: string,
  title: string,
  text: string,
): Promise<{ alice: Member; bob: Member; statement: number; parent: number }> {
  const [alice, bob] = [await createMember(database, base), await createMember(database, base)];
  const statement = await insertStatement(database, alice.id, title);
  const comment = await post(base, alice, COMMENTS, { statement, text });
  if (comment.status !== 201) throw new Error(`The comment was refused: ${comment.status} ${await comment.text()}`);
  const { id: parent } = (await comment.json()) as { id: number };
  return { alice, bob, statement, parent };
}

export async function post(base: string, member: Member, url: string, body: object): Promise<Response> {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: member.headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

/** Statements whose stored counters (votes, score, comments) differ from their rows. */
export async function counterMismatches(database: Database): Promise<unknown[]> {
  return rowsOf(
    database.db,
    sql`
      SELECT s.id, s.upvotes, s.downvotes, s.comment_count, v.up, v.down, c.n
      FROM statements s
      LEFT JOIN (SELECT statement_id, count(*) FILTER (WHERE vote_type = 'upvote') AS up, count(*) FILTER (WHERE vote_type = 'downvote') AS down
                 FROM votes GROUP BY statement_id) v ON v.statement_id = s.id
      LEFT JOIN (SELECT statement_id, count(*) AS n FROM comments GROUP BY statement_id) c ON c.statement_id = s.id
      WHERE s.upvotes <> coalesce(v.up, 0) OR s.downvotes <> coalesce(v.down, 0) OR s.score <> s.upvotes - s.downvotes
         OR s.comment_count <> coalesce(c.n, 0)`,
  );
}

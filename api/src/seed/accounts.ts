import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rowsOf } from '../repositories/sql';
import { hashPassword } from '../domains/accounts/data/passwords';
import { EmailTakenError, usersRepository, type UserRow } from '../domains/accounts/data/users';

/** The development accounts (never seeded in production: seedDemoData only runs outside it). */
export const SEED_ACCOUNTS = [
  { email: 'fan@receipts.test', password: 'receipts-fan-2026', name: 'Casey Fan', isStaff: false },
  { email: 'staff@receipts.test', password: 'receipts-staff-2026', name: 'Sam Staff', isStaff: true },
] as const;

/**
 * Creates the member and the staff account if missing (verified e-mail, password login through
 * POST /api/auth/email/login/). Existing accounts are left as they are. Returns both rows.
 */
export async function seedAccounts(db: Db): Promise<UserRow[]> {
  const repo = usersRepository(db);
  const rows: UserRow[] = [];
  for (const account of SEED_ACCOUNTS) {
    let row = await repo.findByEmail(account.email);
    if (!row) {
      try {
        row = await repo.create({
          email: account.email,
          name: account.name,
          passwordHash: await hashPassword(account.password),
          emailVerified: true,
          isStaff: account.isStaff,
          authProvider: 'email',
        });
      } catch (error) {
        if (!(error instanceof EmailTakenError)) throw error;
        row = await repo.findByEmail(account.email);
      }
    }
    if (row) rows.push(row);
  }
  return rows;
}

const SEASONED_DAYS = 30;
const SEASONED_ACTIONS = 3;

/**
 * Gives the development accounts standing (domains/moderation/data/standing.ts), so their reports and source checks count
 * under the default rule: joined a month ago, and (with demo content) an upvote on each of the oldest comments
 * until they have three actions of their own. Idempotent: an account that already has them is left alone.
 */
export async function seasonSeedAccounts(db: Db): Promise<void> {
  const emails = SEED_ACCOUNTS.map((account) => account.email);
  await db.execute(sql`UPDATE users SET created_at = least(created_at, now() - make_interval(days => ${SEASONED_DAYS}))
                       WHERE email IN ${emails}`);
  for (const email of emails) {
    await db.transaction(async (tx) => {
      const [user] = await rowsOf<{ id: number; acts: number | string }>(
        tx,
        sql`SELECT u.id, (SELECT count(*) FROM votes WHERE user_id = u.id) + (SELECT count(*) FROM comment_votes WHERE user_id = u.id)
                 + (SELECT count(*) FROM comments WHERE user_id = u.id) + (SELECT count(*) FROM statements WHERE user_id = u.id) AS acts
            FROM users u WHERE u.email = ${email} FOR UPDATE`,
      );
      const missing = user ? SEASONED_ACTIONS - Number(user.acts) : 0;
      if (missing <= 0) return;
      await tx.execute(sql`
        WITH picked AS (
          SELECT c.id FROM comments c WHERE c.user_id <> ${user.id} AND c.moderation_state IS NULL
          ORDER BY c.created_at, c.id LIMIT ${missing}),
        voted AS (
          INSERT INTO comment_votes (user_id, comment_id, vote_type) SELECT ${user.id}, id, 'upvote' FROM picked
          ON CONFLICT DO NOTHING RETURNING comment_id)
        UPDATE comments SET upvotes = upvotes + 1 WHERE id IN (SELECT comment_id FROM voted)`);
    });
  }
}

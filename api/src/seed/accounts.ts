import type { Db } from '../db';
import { hashPassword } from '../auth/passwords';
import { EmailTakenError, usersRepository, type UserRow } from '../repositories/users';

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

import type { Db } from '../db';
import { seedDemoContent } from './demo';
import { seasonSeedAccounts, seedAccounts } from './accounts';

/** Demo data on the first start of an empty database (idempotent; never in production). */
export async function seedDemoData(db: Db, timeZone = 'UTC'): Promise<void> {
  await seedAccounts(db); // fan@receipts.test / staff@receipts.test development accounts
  // Commentators, podcasts, shows, demo users, statements, votes, comments (skips when commentators exist).
  await seedDemoContent(db, { timeZone });
  await seasonSeedAccounts(db); // old and active enough for their reports and source checks to count
}

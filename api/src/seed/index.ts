import type { Db } from '../db';

/** Demo data on the first start of an empty database (idempotent; never in production). */
export async function seedDemoData(_db: Db): Promise<void> {
  // Filled in by the content work: commentators, podcasts, shows, users, statements, votes, comments.
}

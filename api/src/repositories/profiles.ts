import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import { rowsOf } from './sql';

export interface ProfileRow {
  id: number;
  username: string;
  name: string;
  display_name: string | null;
  bio: string;
  photo_url: string | null;
  created_at: string;
  email: string;
  auth_provider: string;
  prediction_count: number;
}

/** Public profile lookups (the accounts code owns users.ts; this only reads). */
export function profilesRepository(db: Db) {
  /**
   * By username (unique index). Accounts are created with username = display_username = the spec §2.4 handle
   * (see auth/usernames.ts), so the handle the UI links to is the username.
   */
  const byHandle = async (value: string): Promise<ProfileRow | null> => {
    const result = await rowsOf(
      db,
      sql`
      SELECT u.id, u.username, u.name, u.display_name, u.bio, u.photo_url, u.created_at, u.email, u.auth_provider,
             (SELECT count(*) FROM statements s WHERE s.user_id = u.id AND s.statement_type = 'prediction' AND s.deleted_at IS NULL) AS prediction_count
      FROM users u WHERE u.username = ${value}`,
    );
    const row = result[0] as ProfileRow | undefined;
    return row ? { ...row, id: Number(row.id), prediction_count: Number(row.prediction_count) } : null;
  };

  return { byHandle };
}

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
  const find = async (column: 'username' | 'display_username', value: string) => {
    const result = await rowsOf(db, sql`
      SELECT u.id, u.username, u.name, u.display_name, u.bio, u.photo_url, u.created_at, u.email, u.auth_provider,
             (SELECT count(*) FROM statements s WHERE s.user_id = u.id AND s.statement_type = 'prediction') AS prediction_count
      FROM users u WHERE ${sql.raw(`u.${column}`)} = ${value}
      ORDER BY u.id LIMIT 1`);
    const row = result[0] as ProfileRow | undefined;
    return row ? { ...row, id: Number(row.id), prediction_count: Number(row.prediction_count) } : null;
  };

  /** By username, else by the display handle the UI may show instead (spec §2.4). */
  const byHandle = async (handle: string): Promise<ProfileRow | null> =>
    (await find('username', handle)) ?? (await find('display_username', handle));

  return { byHandle };
}

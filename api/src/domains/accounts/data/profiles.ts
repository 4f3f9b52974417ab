import { sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { rowsOf } from '../../../repositories/sql';

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
  favourite_teams: string[];
}

/** text[] arrives as an array from both drivers in raw queries; a '{a,b}' literal is read too, to be safe. */
function teamIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',').filter(Boolean);
  return [];
}

/** Public profile lookups (the accounts code owns users.ts; this only reads). */
export function profilesRepository(db: Db) {
  /**
   * By username (unique index). Accounts are created with username = display_username = the first free handle of the
   * handle order (see domains/accounts/data/usernames.ts), so the handle the UI links to is the username. A name the member had before a
   * change still finds them (username_redirects), unless an account holds it now.
   */
  const byHandle = async (value: string): Promise<ProfileRow | null> => {
    const result = await rowsOf(
      db,
      sql`
      SELECT u.id, u.username, u.name, u.display_name, u.bio, u.photo_url, u.created_at, u.email, u.auth_provider,
             u.favourite_teams,
             (SELECT count(*) FROM statements s WHERE s.user_id = u.id AND s.statement_type = 'prediction' AND s.deleted_at IS NULL) AS prediction_count
      FROM users u
      WHERE u.id = coalesce(
        (SELECT id FROM users WHERE username = ${value}),
        (SELECT user_id FROM username_redirects WHERE old_username = ${value}))`,
    );
    const row = result[0] as ProfileRow | undefined;
    return row
      ? { ...row, id: Number(row.id), prediction_count: Number(row.prediction_count), favourite_teams: teamIds(row.favourite_teams) }
      : null;
  };

  return { byHandle };
}

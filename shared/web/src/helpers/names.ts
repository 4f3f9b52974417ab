interface HandleSource {
  display_username?: string | null;
  email?: string | null;
  display_name?: string | null;
  name?: string | null;
}

/**
 * The handle order: display_username; the e-mail before the at-sign;
 * the display name lowercased with spaces as underscores; the literal 'username'.
 */
export function profileHandle(user: HandleSource | null | undefined): string {
  if (user?.display_username) return user.display_username;
  const local = user?.email?.split('@')[0];
  if (local) return local;
  const display = user?.display_name ?? user?.name;
  if (display) return display.toLowerCase().replace(/\s+/g, '_');
  return 'username';
}

/** Ownership: the username matches any of the user's handle candidates. */
export function ownsProfile(user: HandleSource | null | undefined, username: string): boolean {
  if (!user) return false;
  const candidates = [
    user.display_username,
    user.email?.split('@')[0],
    (user.display_name ?? user.name)?.toLowerCase().replace(/\s+/g, '_'),
  ];
  return candidates.some((candidate) => Boolean(candidate) && candidate === username);
}

/** Display name, else username, else 'Anonymous User'. */
export function authorName(user: { display_name?: string | null; username?: string | null } | null | undefined): string {
  return user?.display_name || user?.username || 'Anonymous User';
}

export function initialOf(name: string | null | undefined, fallback: string): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed[0].toUpperCase() : fallback;
}

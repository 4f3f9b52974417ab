import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A second origin serving an alternative remote build (the "redeploy" test). */
export const ALT_REMOTE_PORT = Number(process.env.E2E_ALT_PORT || 8282);
export const ROOT = path.resolve(__dirname, '..', '..');
export const TMP = path.join(ROOT, 'e2e', '.tmp');
export const REMOTES_MAP_FILE = path.join(TMP, 'remotes.json');
export const STATE_FILE = path.join(TMP, 'state.json');

export const DEFAULT_MAP: Record<string, string> = {
  mfe_feed: '/remotes/mfe-feed/mf-manifest.json',
  mfe_create: '/remotes/mfe-create/mf-manifest.json',
  mfe_directory: '/remotes/mfe-directory/mf-manifest.json',
  mfe_profile: '/remotes/mfe-profile/mf-manifest.json',
  mfe_admin_avatar: '/remotes/mfe-admin-avatar/mf-manifest.json',
};

export const ACCOUNTS = {
  fan: { email: 'fan@receipts.test', password: 'receipts-fan-2026' },
  staff: { email: 'staff@receipts.test', password: 'receipts-staff-2026' },
};

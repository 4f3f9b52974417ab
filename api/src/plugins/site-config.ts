import type { RuntimeConfig } from '@receipts/shared/contract';
import type { AppConfig } from '../config';

/** Remote federation name → package folder (also its path under /remotes/). */
export const REMOTES: Record<string, string> = {
  mfe_feed: 'mfe-feed',
  mfe_create: 'mfe-create',
  mfe_directory: 'mfe-directory',
  mfe_profile: 'mfe-profile',
  mfe_admin_avatar: 'mfe-admin-avatar',
};
export const REMOTE_FOLDERS = Object.values(REMOTES);

export function defaultRemotesMap(): Record<string, string> {
  return Object.fromEntries(Object.entries(REMOTES).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]));
}

export function runtimeConfig(config: AppConfig): RuntimeConfig {
  const emulator = config.firebase.emulatorHost;
  return {
    apiBaseUrl: '/api',
    environment: config.env,
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
      appId: config.firebase.appId,
      authEmulatorUrl: emulator ? `http://${emulator}` : null,
    },
    contact: {
      email: config.contactEmail,
      socials: [
        { label: 'X', url: process.env.CONTACT_X_URL || 'https://x.com/receipts_app' },
        { label: 'Instagram', url: process.env.CONTACT_INSTAGRAM_URL || 'https://instagram.com/receipts_app' },
      ],
    },
  };
}

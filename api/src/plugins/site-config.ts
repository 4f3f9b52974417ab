import type { RuntimeConfig } from '@receipts/shared/contract';
import { REMOTE_REGISTRY } from '@receipts/shared/routes';
import type { AppConfig } from '../config';

/** Each remote's package folder (also its path under /remotes/), from the one registry of remotes. */
export const REMOTE_FOLDERS = REMOTE_REGISTRY.map((remote) => remote.folder);

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
    trackRecordTimeZone: config.trackRecordTimeZone,
    minResolvedToRank: config.minResolvedToRank,
    contact: {
      email: config.contactEmail,
      socials: config.contactSocials,
    },
  };
}

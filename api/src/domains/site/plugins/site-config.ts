import type { RuntimeConfig } from '@receipts/contract';
import type { AppConfig } from '../../../config';

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

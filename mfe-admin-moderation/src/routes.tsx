/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { ModerationQueuePage } from './features/moderation-queue';
import { ModerationAuditPage } from './features/moderation-audit';

registerRuntimeProbe('mfe_admin_moderation', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/moderation': ModerationQueuePage,
  '/moderation/audit': ModerationAuditPage,
};

export default pages;

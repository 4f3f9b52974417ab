/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { GameAdminPage } from './features/game-admin';

registerRuntimeProbe('mfe_admin_games', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/admin/games': GameAdminPage,
};

export default pages;

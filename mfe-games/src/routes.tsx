/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { GamePage, GamesPage } from './features/games';

registerRuntimeProbe('mfe_games', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/games': GamesPage,
  '/games/:id': GamePage,
};

export default pages;

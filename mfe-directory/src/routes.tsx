/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { CommentatorDetailPage, CommentatorsPage, PodcastDetailPage, PodcastsPage, ShowDetailPage, ShowsPage } from './features/directory';

registerRuntimeProbe('mfe_directory', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/commentators': CommentatorsPage,
  '/commentators/:slug': CommentatorDetailPage,
  '/podcasts': PodcastsPage,
  '/podcasts/:slug': PodcastDetailPage,
  '/shows': ShowsPage,
  '/shows/:slug': ShowDetailPage,
};

export default pages;

/** The one module this remote exposes (`./routes`): its pages, keyed by the paths in REMOTE_ROUTES.mfe_directory. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { CommentatorsPage, PodcastsPage, ShowsPage } from './features/directory/components/list-pages';
import { CommentatorDetailPage, PodcastDetailPage, ShowDetailPage } from './features/directory/components/detail-pages';

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

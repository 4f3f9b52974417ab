/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { CommentatorAvatarPage, PodcastAvatarPage, ShowAvatarPage } from './features/avatar-update';

registerRuntimeProbe('mfe_admin_avatar', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/commentators/:slug/avatar': CommentatorAvatarPage,
  '/podcasts/:slug/avatar': PodcastAvatarPage,
  '/shows/:slug/avatar': ShowAvatarPage,
};

export default pages;

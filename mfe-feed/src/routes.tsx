/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { HomePage, OpinionsPage, PredictionsPage } from './features/statements';
import { StatementDetailPage } from './features/statement-detail';
import { LeaderboardsPage } from './features/leaderboards';
import { SearchPage } from './features/search';
import { TrendingPage } from './features/trending';
import { InsightsPage } from './features/insights';

registerRuntimeProbe('mfe_feed', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/': HomePage,
  '/trending': TrendingPage,
  '/leaderboards': LeaderboardsPage,
  '/insights': InsightsPage,
  '/predictions': PredictionsPage,
  '/opinions': OpinionsPage,
  '/statements/:id': StatementDetailPage,
  '/opinions/:id': StatementDetailPage,
  '/search': SearchPage,
};

export default pages;

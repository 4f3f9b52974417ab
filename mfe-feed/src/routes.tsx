/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { lazyPage } from '@receipts/shared/lazy-page';
import { HomePage, OpinionsPage, loadPredictionsPage } from './features/statements';
import { LeaderboardsPage } from './features/leaderboards';
import { SearchPage } from './features/search';
import { TrendingPage } from './features/trending';
import { InsightsPage } from './features/insights';
// eslint-disable-next-line no-restricted-imports -- the statement page's stylesheet only (its code is its own chunk, below)
import './features/statement-detail/components/detail.css';

registerRuntimeProbe('mfe_feed', { react: React, authStore });

// In its own chunk, so `/` (the page most first loads open) carries only the feed lists' code. Unlike the pages above
// (their own chunks behind a skeleton, never server-rendered), a statement is server-rendered: the shell and the
// server load its chunk before rendering it, so the first view and hydration agree. Its styles are imported here, so
// they are in the stylesheet the server links for the first view, not one that only the chunk's script would load
// (the build's size check fails on a `page-` chunk with a stylesheet of its own: shared/build/remote-budget.cjs).
const StatementDetailPage = lazyPage(() =>
  import(/* webpackChunkName: "page-statement" */ './features/statement-detail').then((module) => module.StatementDetailPage),
);
// The same, for the one feed list with tabs (Radix Tabs are only its).
const PredictionsPage = lazyPage(loadPredictionsPage);

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

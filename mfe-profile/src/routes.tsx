/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { ProfilePage } from './features/profile';
import { MyActivityPage, MyHotTakesPage, MyPredictionsPage } from './features/my-pages';
import { AchievementsPage } from './features/achievements';
import { AnalystProgramPage, DashboardPage } from './features/placeholders';
import { SettingsPage } from './features/settings';
import { HowScoringWorksPage } from './features/scoring';
import { NotificationsPage } from './features/notifications';

registerRuntimeProbe('mfe_profile', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/profile/:username': ProfilePage,
  '/my-activity': MyActivityPage,
  '/my-opinions': MyHotTakesPage,
  '/my-predictions': MyPredictionsPage,
  '/settings': SettingsPage,
  '/achievements': AchievementsPage,
  '/analyst-program': AnalystProgramPage,
  '/dashboard': DashboardPage,
  '/how-scoring-works': HowScoringWorksPage,
  '/notifications': NotificationsPage,
};

export default pages;

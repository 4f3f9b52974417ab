/** The one module this remote exposes (`./routes`): its pages, keyed by the paths in REMOTE_ROUTES.mfe_profile. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { ProfilePage } from './features/profile/components/profile-page';
import { MyActivityPage } from './features/my-pages/components/my-activity-page';
import { MyHotTakesPage, MyPredictionsPage } from './features/my-pages/components/my-statements-page';
import {
  AchievementsPage, AnalystProgramPage, DashboardPage, SettingsPage,
} from './features/placeholders/components/placeholder-pages';

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
};

export default pages;

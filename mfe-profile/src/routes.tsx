/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { ProfilePage } from './features/profile';
import { MyActivityPage, MyCommentsPage, MyHotTakesPage, MyPredictionsPage, MyVotesPage } from './features/my-pages';
import { AchievementsPage, achievementsHint } from './features/achievements';
import { DashboardPage } from './features/placeholders';
import { AnalystProgramPage } from './features/analyst-program';
import { SettingsPage } from './features/settings';
import { HowScoringWorksPage } from './features/scoring';
import { NotificationsPage } from './features/notifications';

registerRuntimeProbe('mfe_profile', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/profile/:username': ProfilePage,
  '/my-activity': MyActivityPage,
  '/my-opinions': MyHotTakesPage,
  '/my-predictions': MyPredictionsPage,
  '/my-votes': MyVotesPage,
  '/my-comments': MyCommentsPage,
  '/settings': SettingsPage,
  '/achievements': AchievementsPage,
  '/analyst-program': AnalystProgramPage,
  '/dashboard': DashboardPage,
  '/how-scoring-works': HowScoringWorksPage,
  '/notifications': NotificationsPage,
};

/** The values of this remote's nav hint placeholders for the signed-in member (remote.json: `{achievements}`). */
export const navHints: NonNullable<RemoteRoutesModule['navHints']> = async ({ username }) => ({
  achievements: await achievementsHint(username),
});

export default pages;

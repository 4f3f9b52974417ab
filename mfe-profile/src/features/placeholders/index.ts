export { AchievementsPage, AnalystProgramPage, DashboardPage, SettingsPage } from './components/placeholder-pages';

export { AchievementsPage, AnalystProgramPage, DashboardPage } from './components/placeholder-pages';

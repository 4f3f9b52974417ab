export { AnalystProgramPage, DashboardPage } from './components/placeholder-pages';

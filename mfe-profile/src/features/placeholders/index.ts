export { DashboardPage } from './components/placeholder-pages';

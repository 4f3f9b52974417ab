// Staff's games screen: the schedule, results (grading every pick), postponements, cancellations and imports.
export { GameAdminPage } from './components/game-admin-page';

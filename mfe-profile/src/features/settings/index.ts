export { SettingsPage } from './components/settings-page';
export { FavouriteTeams } from './components/favourite-teams';

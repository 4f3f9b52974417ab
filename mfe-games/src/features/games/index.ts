// Games: the schedule and a game's page (its picks and the community's split).
export { GamesPage } from './components/games-page';
export { GamePage } from './components/game-page';

export { TopBar } from './components/top-bar';
export { ACHIEVEMENTS_TEXT } from './components/avatar-menu';

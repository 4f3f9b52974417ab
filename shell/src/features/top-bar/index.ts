export { TopBar } from './components/top-bar';

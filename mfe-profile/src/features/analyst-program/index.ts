export { AnalystProgramPage } from './components/analyst-program-page';

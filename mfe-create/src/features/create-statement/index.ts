export { CreateStatementPage } from './components/create-statement-page';

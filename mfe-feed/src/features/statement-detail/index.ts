export { StatementDetailPage } from './components/statement-detail-page';

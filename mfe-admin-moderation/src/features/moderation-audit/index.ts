export { ModerationAuditPage } from './components/moderation-audit-page';

export { ModerationQueuePage } from './components/moderation-queue-page';
export { StaffOnly } from './components/staff-only';
export { targetLabel } from './api/action-options';

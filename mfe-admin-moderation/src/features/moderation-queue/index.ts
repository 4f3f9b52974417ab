export { ModerationQueuePage } from './components/moderation-queue-page';
export { targetLabel } from './api/action-options';

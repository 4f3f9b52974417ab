export { fileReport, autoHideReason, type ReportResult } from './reports';
export { takeAction, ActionRefused } from './actions';
export { moderationQueue, hiddenReasonFor, QUEUE_SIZE } from './queue';
export { auditEntries } from './audit';
export { createAppeal, answerAppeal, appealQueue, appealSummaryOf, AppealRefused, APPEAL_QUEUE_SIZE } from './appeals';

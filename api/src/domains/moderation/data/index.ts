export { fileReport, autoHideReason, countedReportSql, type ReportResult, type AutoHidePolicy } from './reports';
export { takeAction, ActionRefused } from './actions';
export { moderationQueue, hiddenReasonFor, QUEUE_SIZE } from './queue';
export { auditEntries } from './audit';
export { createAppeal, answerAppeal, appealQueue, appealSummaryOf, AppealRefused, APPEAL_QUEUE_SIZE } from './appeals';

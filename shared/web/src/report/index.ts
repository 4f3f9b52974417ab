/**
 * Report for browsers: the "More actions" menu with its Report dialog, used by the feed (cards, detail,
 * comments) and the profile page. A separate entry (`@receipts/shared/report`), not part of `@receipts/shared`: a
 * remote that shows it bundles it (the menu and dialog are a lazy chunk of that remote); the shell never carries it.
 */
export { ReportMenu, type ReportTarget } from './report-menu';
export { REPORT_SENT } from './use-send-report';

export { ReportMenu, type ReportTarget } from './components/report-menu';
export { REPORT_SENT } from './hooks/use-send-report';

export { reportClientError, reportUnhandledRejections, startClientErrorReports, type ClientErrorEvent } from './report-client-error';

export { AppealPanel, APPEAL_SENT } from './appeal-panel';

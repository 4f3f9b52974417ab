export { AppLayout } from './components/app-layout';
export { VerifyEmailBanner, BANNER_MESSAGE_MS } from './components/verify-email-banner';

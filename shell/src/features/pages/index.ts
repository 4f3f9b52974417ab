import './pages.css';

export { VerifyEmailPage } from './components/verify-email-page';
export { AuthCheckPage } from './components/auth-check-page';
export { AboutPage } from './components/about-page';
export { TermsPage } from './components/terms-page';
export { PrivacyPage } from './components/privacy-page';
export { AdvertisePage } from './components/advertise-page';
export { FeatureRequestsPage } from './components/feature-requests-page';
export { StaffGuard, NO_PERMISSION, SHOW_LOGIN_REQUIRED, SHOW_NO_PERMISSION } from './components/staff-guard';
export type { StaffGuardKind } from './components/staff-guard';

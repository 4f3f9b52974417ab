import { lazy, type ComponentType } from 'react';
import './pages.css';

/** The shell's own pages load when visited; none of them is on the feed's first load. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export const VerifyEmailPage = lazyPage(() => import('./components/verify-email-page'), 'VerifyEmailPage');
export const AuthCheckPage = lazyPage(() => import('./components/auth-check-page'), 'AuthCheckPage');
export const AboutPage = lazyPage(() => import('./components/about-page'), 'AboutPage');
export const TermsPage = lazyPage(() => import('./components/terms-page'), 'TermsPage');
export const PrivacyPage = lazyPage(() => import('./components/privacy-page'), 'PrivacyPage');
export const AdvertisePage = lazyPage(() => import('./components/advertise-page'), 'AdvertisePage');
export { StaffGuard, NO_PERMISSION, SHOW_LOGIN_REQUIRED, SHOW_NO_PERMISSION } from './components/staff-guard';

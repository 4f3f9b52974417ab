/** Everything the shell's app routes and bootstrap use from the features. */
export { AppLayout, VerifyEmailBanner } from './layout';
export { StaffGuard, VerifyEmailPage, AuthCheckPage, AboutPage, TermsPage, PrivacyPage, AdvertisePage } from './pages';
export { FeatureRequestsPage } from './feature-requests';
export { LoginRoute, ResetPasswordPage, SignInDialogs, openSignIn, useSignInDialog } from './sign-in';
export { authSettled, startIdentity, startAuth, getFirebaseAuth } from './identity';
export { loadRuntimeConfig, useRuntimeConfig } from './runtime-config';
export { ThemeProvider, useTheme, themeStore, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from './theme';
export type { ThemeMode } from './theme';
export { SIDEBAR_CACHE_KEYS, SIDEBAR_CACHE_TTL_MS } from './sidebar';

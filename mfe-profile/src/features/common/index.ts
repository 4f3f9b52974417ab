// What the profile and my-pages features share.
export { RequireSignIn } from './components/require-sign-in';
export { StatementItems } from './components/statement-items';
export { tabSlug, useTabParam } from '@receipts/shared/tabs';

export { OWN_ACCOUNT_ITEMS, useAccountEntries, useLogOut, type AccountEntry } from './account-items';

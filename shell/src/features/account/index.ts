export { OWN_ACCOUNT_ITEMS, useAccountEntries, useLogOut, type AccountEntry } from './hooks/account-items';

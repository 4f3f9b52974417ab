export { Sidebar, SIDEBAR_ID } from './components/sidebar';
export { SIDEBAR_CACHE_KEYS, SIDEBAR_CACHE_TTL_MS } from '@receipts/shared';

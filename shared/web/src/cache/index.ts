export {
  SIDEBAR_CACHE_KEYS,
  SIDEBAR_CACHE_TTL_MS,
  cachedList,
  readCachedList,
  writeCachedList,
  clearCachedList,
  clearSidebarCache,
  onCachedListCleared,
} from './cached-list';
export type { CachedListKind } from './cached-list';

export { useMediaQuery, useIsSmallScreen, SMALL_SCREEN_QUERY } from './hooks/use-media-query';

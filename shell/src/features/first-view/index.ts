export { captureFirstView, hasFirstView, releaseFirstView, FIRST_VIEW_ELEMENT_ID } from './first-view-state';
export { hydrateFirstView } from './hydrate-first-view';
export { FirstViewSlot, useFirstViewFor } from './first-view-slot';
export { usePublishShellNavigation } from './shell-navigation';

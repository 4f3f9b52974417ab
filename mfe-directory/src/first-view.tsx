/** Server build only (shared/build/first-view-config.cjs): this remote's pages rendered for a location. */
import { createFirstViewRenderer } from '@receipts/shared/first-view';
import { pages } from './routes';

export const renderFirstView = createFirstViewRenderer(pages);

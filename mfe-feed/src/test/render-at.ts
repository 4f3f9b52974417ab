import { renderPagesAt } from '@receipts/testing';
import { preloadPage } from '@receipts/shared/lazy-page';
import { pages } from '../routes';

// The shell loads a page whose code is its own chunk (lazyPage) before rendering it; so does every test file that
// renders pages here, before its first test.
beforeAll(() => Promise.all(Object.values(pages).map(preloadPage)));

/** Renders this remote's pages the way the shell does (inside a router), starting at `entries`' last URL. */
export const renderAt = (...entries: string[]) => renderPagesAt(pages, ...entries);

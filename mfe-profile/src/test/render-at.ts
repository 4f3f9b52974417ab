import { renderPagesAt } from '@receipts/testing';
import { pages } from '../routes';

/** Renders this remote's pages the way the shell does (inside a router), starting at `entries`' last URL. */
export const renderAt = (...entries: string[]) => renderPagesAt(pages, ...entries);

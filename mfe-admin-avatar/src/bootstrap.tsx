/** Standalone dev harness: `npm run dev -w mfe-admin-avatar` renders this remote's pages without the shell. */
import { mountStandalone } from '@receipts/shared/standalone';
import { pages } from './routes';

mountStandalone('mfe-admin-avatar', pages);

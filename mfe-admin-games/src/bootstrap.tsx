/** Standalone dev harness: `npm run dev -w mfe-admin-games` renders this remote's pages without the shell. */
import { mountStandalone } from '@receipts/shared/standalone';
import { pages } from './routes';

mountStandalone('mfe-admin-games', pages);

/** Standalone dev harness: `npm run dev -w mfe-admin-moderation` renders this remote's pages without the shell. */
import { mountStandalone } from '@receipts/shared/standalone';
import { pages } from './routes';

mountStandalone('mfe-admin-moderation', pages);

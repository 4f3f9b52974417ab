/** Standalone dev harness: `npm run dev -w mfe-create` renders this remote's pages without the shell. */
import { mountStandalone } from '@receipts/shared/standalone';
import { pages } from './routes';

mountStandalone('mfe-create', pages);

/** Standalone dev harness: `npm run dev -w mfe-profile` renders this remote's pages without the shell. */
import { mountStandalone } from '@receipts/shared/standalone';
import { pages } from './routes';

mountStandalone('mfe-profile', pages);

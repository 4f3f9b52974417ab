import { Page } from '@receipts/shared';
import { useSearchQuery } from '../hooks/use-search-term';
import { StatementList } from './statement-list';

export function OpinionsPage() {
  const query = useSearchQuery();
  return (
    <Page title="Hot Takes & Opinions" subtitle="Explore passionate hot takes from the community. Share your own controversial opinions!">
      <StatementList statementType="opinion" query={query} />
    </Page>
  );
}

import { Page, type StatementListQuery } from '@receipts/shared';
import { Tabs, useTabParam } from '@receipts/shared/tabs';
import { useSearchQuery } from '../hooks/use-search-term';
import { StatementList } from './statement-list';

/** The /predictions tabs: All (newest), Popular, Pending, Resolved. */
export const PREDICTION_TABS: { label: string; query: StatementListQuery }[] = [
  { label: 'All', query: { sort_by: 'created_at' } },
  { label: 'Popular', query: { sort_by: 'popular' } },
  { label: 'Pending', query: { outcome: 'pending' } },
  { label: 'Resolved', query: { outcome: 'correct,incorrect,push' } },
];

export function PredictionsPage() {
  // In the URL (`?tab=popular`), so reload, Back and a shared link reopen it.
  const [label, setLabel] = useTabParam(PREDICTION_TABS.map((item) => item.label));
  const tab = PREDICTION_TABS.find((item) => item.label === label) ?? PREDICTION_TABS[0];
  const query = useSearchQuery(tab.query);
  return (
    <Page title="Predictions" subtitle="Browse predictions from the community or make your own prediction about upcoming events.">
      <Tabs
        label="Prediction filters"
        tabs={PREDICTION_TABS.map((item) => ({ value: item.label, label: item.label }))}
        value={tab.label}
        onValueChange={setLabel}
        variant="underline"
        listClassName="feed-tabs"
      >
        {() => <StatementList statementType="prediction" query={query} />}
      </Tabs>
    </Page>
  );
}

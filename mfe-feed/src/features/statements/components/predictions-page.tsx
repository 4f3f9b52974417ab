import { useState } from 'react';
import { Page, type StatementListQuery } from '@receipts/shared';
import { useSearchQuery } from '../hooks/use-search-term';
import { StatementList } from './statement-list';

/** Spec §2.7 tabs: All (newest), Popular, Pending, Resolved. */
export const PREDICTION_TABS: { label: string; query: StatementListQuery }[] = [
  { label: 'All', query: { sort_by: 'created_at' } },
  { label: 'Popular', query: { sort_by: 'popular' } },
  { label: 'Pending', query: { outcome: 'pending' } },
  { label: 'Resolved', query: { outcome: 'correct,incorrect,push' } },
];

export function PredictionsPage() {
  const [tab, setTab] = useState(0);
  const query = useSearchQuery(PREDICTION_TABS[tab].query);
  return (
    <Page
      title="Predictions"
      subtitle="Browse predictions from the community or make your own prediction about upcoming events."
    >
      <div role="tablist" aria-label="Prediction filters" className="feed-tabs">
        {PREDICTION_TABS.map((item, index) => (
          <button
            key={item.label}
            type="button"
            role="tab"
            aria-selected={index === tab}
            className="rc-button rc-button--ghost"
            onClick={() => setTab(index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <StatementList statementType="prediction" query={query} />
    </Page>
  );
}

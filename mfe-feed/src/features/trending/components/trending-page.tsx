import { Page } from '@receipts/shared';
import {
  TRENDING_TAB_LABELS,
  TRENDING_TABS,
  TRENDING_WINDOW_LABELS,
  TRENDING_WINDOWS,
  type TrendingTab,
  type TrendingWindow,
} from '@receipts/shared/trending';
import { Tabs, tabSlug, useChoiceParam, useTabParam } from '@receipts/shared/tabs';
import { TrendingList } from './trending-list';
import './trending.css';

const TAB_LABELS = TRENDING_TABS.map((tab) => TRENDING_TAB_LABELS[tab]);
const tabOf = (label: string) => TRENDING_TABS.find((tab) => tab === tabSlug(label)) ?? TRENDING_TABS[0];
const WINDOW_TABS = TRENDING_WINDOWS.map((value) => ({ value, label: TRENDING_WINDOW_LABELS[value] }));

/**
 * Statements ranked by the hot score (votes and comments, fading with age). The kind is `?tab=`
 * (Predictions has none) and the window `?window=` (Today has none), so reload, Back and shared links keep both.
 */
export function TrendingPage() {
  const [label, setLabel] = useTabParam(TAB_LABELS);
  const [timeWindow, setTimeWindow] = useChoiceParam<TrendingWindow>('window', TRENDING_WINDOWS, TRENDING_WINDOWS[0]);
  const tab: TrendingTab = tabOf(label);
  return (
    <Page
      title="Trending Predictions"
      subtitle="What fans are voting on and arguing about right now: votes and comments lift a take, age lets it fade."
    >
      <Tabs
        label="Trending kind"
        tabs={TAB_LABELS.map((value) => ({ value, label: value }))}
        value={TRENDING_TAB_LABELS[tab]}
        onValueChange={setLabel}
        variant="underline"
        listClassName="feed-tabs"
      >
        {() => (
          <Tabs label="Time window" tabs={WINDOW_TABS} value={timeWindow} onValueChange={setTimeWindow} listClassName="trending-windows">
            {(selected) => <TrendingList tab={tab} timeWindow={selected} />}
          </Tabs>
        )}
      </Tabs>
    </Page>
  );
}

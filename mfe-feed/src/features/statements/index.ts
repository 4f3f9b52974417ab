// The statements feature: feed pages (/predictions is its own chunk: routes.tsx), and the chips and vote buttons the detail page reuses.
export { HomePage } from './components/home-page';
export { OpinionsPage } from './components/opinions-page';
/** /predictions, its own chunk (with Radix Tabs, which no other feed list uses): routes.tsx makes it a lazy page. */
export const loadPredictionsPage = () =>
  import(/* webpackChunkName: "page-predictions" */ './components/predictions-page').then((module) => module.PredictionsPage);
export { OutcomeChip, StatementChips } from './components/statement-chips';
export { SubjectChips } from './components/subject-chips';
export { VoteButtons } from './components/vote-buttons';
export { PredictionPulse } from './components/prediction-pulse';
export { GamePickLine } from './components/game-pick-line';
export { LOGIN_TO_VOTE } from './hooks/use-vote';
// /trending lists the same cards, cached under the key the Popular Predictions panel uses.
export { StatementCard } from './components/statement-card';
export { trendingKey } from './api/trending-key';

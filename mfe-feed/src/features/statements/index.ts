// The statements feature: feed pages, and the chips and vote buttons the detail page reuses.
export { HomePage } from './components/home-page';
export { OpinionsPage } from './components/opinions-page';
export { PredictionsPage } from './components/predictions-page';
export { OutcomeChip, StatementChips } from './components/statement-chips';
export { SubjectChips } from './components/subject-chips';
export { VoteButtons } from './components/vote-buttons';
export { PredictionPulse } from './components/prediction-pulse';
export { GamePickLine } from './components/game-pick-line';
export { LOGIN_TO_VOTE } from './hooks/use-vote';
// /trending lists the same cards, cached under the key the Popular Predictions panel uses.
export { StatementCard } from './components/statement-card';
export { trendingKey } from './api/trending-key';

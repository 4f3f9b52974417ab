import type { StatementListQuery, StatementType } from '@receipts/shared';

/**
 * The feed's filter panel, and the team and player a statement's chips filter by (catalogue ids, in the
 * URL only: the panel keeps its four selects). An empty value means "no filter".
 */
export interface FeedFilters {
  type: '' | StatementType;
  league: string;
  topic: string;
  outcome: string;
  team: string;
  player: string;
}

export const EMPTY_FILTERS: FeedFilters = { type: '', league: '', topic: '', outcome: '', team: '', player: '' };

/** The filters a statement's chips set besides the league; the API checks them against the catalogue. */
export const SUBJECT_KEYS = ['team', 'player'] as const;

interface FilterField {
  key: keyof FeedFilters;
  label: string;
  options: { value: string; label: string }[];
}

const anyOf = (values: string[]) => [{ value: '', label: 'Any' }, ...values.map((value) => ({ value, label: value }))];

export const FILTER_FIELDS: FilterField[] = [
  {
    key: 'type',
    label: 'Content Type',
    options: [
      { value: '', label: 'All Content' },
      { value: 'prediction', label: 'Predictions' },
      { value: 'opinion', label: 'Opinions' },
    ],
  },
  { key: 'league', label: 'League', options: anyOf(['NBA', 'NFL', 'MLB', 'NHL']) },
  { key: 'topic', label: 'Topic', options: anyOf(['playoffs', 'regular-season', 'awards', 'draft']) },
  { key: 'outcome', label: 'Outcome', options: anyOf(['pending', 'correct', 'incorrect']) },
];

export function filtersToQuery(filters: FeedFilters): StatementListQuery {
  const query: StatementListQuery = {};
  if (filters.type) query.type = filters.type;
  if (filters.league) query.league = filters.league;
  if (filters.topic) query.topic = filters.topic;
  if (filters.outcome) query.outcome = filters.outcome;
  if (filters.team) query.team = filters.team;
  if (filters.player) query.player = filters.player;
  return query;
}

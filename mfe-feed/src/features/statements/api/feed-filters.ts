import type { StatementListQuery, StatementType } from '@receipts/shared';

/** Spec §2.6: the feed's filter panel. An empty value means "no filter". */
export interface FeedFilters {
  type: '' | StatementType;
  league: string;
  topic: string;
  outcome: string;
}

export const EMPTY_FILTERS: FeedFilters = { type: '', league: '', topic: '', outcome: '' };

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
  return query;
}

import { Button, type Statement } from '@receipts/shared';
import { FILTER_FIELDS, SUBJECT_KEYS, type FeedFilters } from '../api/feed-filters';
import { SUBJECT_LABEL } from './subject-chips';

/** 'nfl-trail-blazers' → 'Trail Blazers': a readable stand-in while no listed statement names the team or player. */
const fromId = (id: string) =>
  id
    .split('-')
    .slice(1)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || id;

/** The name of a team or player filter, as the listed statements' chips give it. */
function subjectName(key: (typeof SUBJECT_KEYS)[number], id: string, items: readonly Statement[]): string {
  const lower = id.toLowerCase();
  for (const item of items) {
    if (key === 'team' && item.team_a === lower && item.team_name) return item.team_name;
    if (key === 'player' && item.player === lower && item.player_name) return item.player_name;
  }
  return fromId(lower);
}

/** Each filter in force as 'Label: value', in the panel's order, then the team and the player. */
export function describeFilters(filters: FeedFilters, items: readonly Statement[]): string[] {
  const parts = FILTER_FIELDS.filter((field) => filters[field.key]).map((field) => {
    const option = field.options.find((choice) => choice.value === filters[field.key]);
    return `${field.label}: ${option?.label ?? filters[field.key]}`;
  });
  for (const key of SUBJECT_KEYS) if (filters[key]) parts.push(`${SUBJECT_LABEL[key]}: ${subjectName(key, filters[key], items)}`);
  return parts;
}

/** Above a filtered feed: what it is filtered by, and a button that shows everything again. */
export function ActiveFilters({ filters, items, onClear }: { filters: FeedFilters; items: readonly Statement[]; onClear: () => void }) {
  const parts = describeFilters(filters, items);
  if (!parts.length) return null;
  return (
    <div className="feed-active-filters" role="group" aria-label="Active filters">
      <p className="rc-wrap">
        Filtered by{' '}
        {parts.map((part, i) => (
          <span key={part}>
            {i > 0 && ', '}
            <strong>{part}</strong>
          </span>
        ))}
      </p>
      <Button onClick={onClear}>Clear filters</Button>
    </div>
  );
}

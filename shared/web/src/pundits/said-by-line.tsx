import { Link } from 'react-router-dom';
import { collectionOf, httpUrl, SOURCE_STATUS_LABELS, type Attribution } from '@receipts/contract';
import { Chip } from '../ui';
import { formatDate } from '../dates';

/** '2026-11-18' → 'Nov 18, 2026': a date-only string is read as that calendar day in the viewer's zone. */
export const formatSaidAt = (day: string): string => formatDate(day, 'date');

/**
 * "Said by <name> · <date> · Source" on a receipt, the name linking the pundit's page and the source
 * opening in a new tab as user-generated content (never followed, no opener), with where its check stands.
 */
export function SaidByLine({ attribution, showStatus = true }: { attribution: Attribution; showStatus?: boolean }) {
  const source = httpUrl(attribution.source_url);
  return (
    <p className="rc-said-by rc-wrap" style={{ margin: '6px 0', display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
      <span>
        Said by <Link to={`/${collectionOf(attribution.kind)}/${attribution.slug}`}>{attribution.name}</Link>
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={attribution.said_at}>{formatSaidAt(attribution.said_at)}</time>
      {source && (
        <>
          <span aria-hidden="true">·</span>
          <a href={source} target="_blank" rel="nofollow ugc noopener noreferrer" className="rc-link-target">
            Source
          </a>
        </>
      )}
      {showStatus && <Chip outlined={attribution.source_status !== 'confirmed'}>{SOURCE_STATUS_LABELS[attribution.source_status]}</Chip>}
    </p>
  );
}

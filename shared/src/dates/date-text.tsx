import { formatRecent, formatStatementDate } from './format';

/**
 * A list's date: time ago while recent (formatRecent), with the exact date and time as the element's tooltip and
 * its machine-readable `dateTime`.
 */
export function RecentDate({ value, className = 'rc-muted' }: { value: string | null | undefined; className?: string }) {
  const text = formatRecent(value);
  if (!value || !text) return null;
  return (
    <time className={className} dateTime={value} title={formatStatementDate(value)}>
      {text}
    </time>
  );
}

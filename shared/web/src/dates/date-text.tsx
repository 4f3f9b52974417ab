import { useHydrated } from '../ssr/hydrated';
import { formatDate, formatRecent, formatStatementDate, type DateFormat } from './format';

/**
 * Dates depend on the viewer's time zone and clock, which the server does not know: rendered on the server (and
 * while the browser hydrates that markup) they hold a non-breaking space, then the viewer's own date. So the first
 * paint and React's hydration agree, and no line collapses meanwhile.
 */
const PENDING = '\u00a0';

/** A date in one of the site's formats, as a `<time>`. */
export function DateText({
  value,
  format = 'dateTime',
  className,
}: {
  value: string | null | undefined;
  format?: DateFormat;
  className?: string;
}) {
  const hydrated = useHydrated();
  if (!value) return null;
  return (
    <time className={className} dateTime={value}>
      {hydrated ? formatDate(value, format) : PENDING}
    </time>
  );
}

/**
 * A list's date: time ago while recent (formatRecent), with the exact date and time as the element's tooltip and
 * its machine-readable `dateTime`.
 */
export function RecentDate({ value, className = 'rc-muted' }: { value: string | null | undefined; className?: string }) {
  const hydrated = useHydrated();
  if (!value || !formatRecent(value)) return null;
  return (
    <time className={className} dateTime={value} title={hydrated ? formatStatementDate(value) : undefined}>
      {hydrated ? formatRecent(value) : PENDING}
    </time>
  );
}

/** A formatted date for text around it (a title, a sentence): '' until hydrated. */
export function useDateText(format: (now: Date) => string): string {
  return useHydrated() ? format(new Date()) : '';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec §2.8 date format 'MMM d, yyyy • h:mm a', in the viewer's time zone. */
export function formatStatementDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} • ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Spec §9: body previews are cut to 100 characters plus an ellipsis. */
export const PREVIEW_LENGTH = 100;
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Spec §5 confidence descriptions. */
export function confidenceLabel(level: number): string {
  if (level <= 1) return 'Very low';
  if (level <= 3) return 'Low';
  if (level <= 6) return 'Moderate';
  if (level <= 9) return 'High';
  return 'Very high';
}

/** 'Show 1 reply' / 'Show 3 replies'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

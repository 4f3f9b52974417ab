/** Body previews are cut to 100 characters plus an ellipsis. */
export const PREVIEW_LENGTH = 100;
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** The description of each confidence level (1-10), shown beside the stars. */
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

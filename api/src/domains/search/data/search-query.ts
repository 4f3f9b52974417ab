/** The text search's view of what was typed: the search endpoint and the statements list's `search`. */

/** Words of the query as the text search sees them (letters and digits; everything else separates). */
export function searchWords(q: string): string[] {
  return q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The tsquery text: every word required, the last one also as a prefix once it has 3 characters and a letter
 * ('lak' → 'lakers'; a number stays exact).
 * Only letters and digits reach it, so the text can never be tsquery syntax; to_tsquery then stems each word.
 */
export function tsqueryText(q: string): string | null {
  const words = searchWords(q);
  if (!words.length) return null;
  const prefix = (word: string) => word.length >= 3 && /\p{L}/u.test(word);
  return words.map((word, i) => (i === words.length - 1 && prefix(word) ? `${word}:*` : word)).join(' & ');
}

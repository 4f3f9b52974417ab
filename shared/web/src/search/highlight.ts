export interface HighlightPart {
  text: string;
  match: boolean;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A query word as a prefix to look for: 'lakers' also marks 'Laker', the way the search stems it. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && /(es|ed)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * The text split into matched and unmatched parts, for wrapping the matches in <mark> as React text (never as HTML).
 * A match is a word of the text that starts with a word of the query (or its stem); the parts join to the text.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = [...new Set((query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem))].filter((word) => word.length > 1);
  if (!words.length || !text) return text ? [{ text, match: false }] : [];
  words.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escape).join('|')})[\\p{L}\\p{N}]*`, 'giu');
  const parts: HighlightPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const at = found.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at), match: false });
    parts.push({ text: found[0], match: true });
    last = at + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

import { highlightParts } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks the words that start with a query word, any case, and keeps every character', () => {
    const parts = highlightParts('The Lakers beat the Laker curse; lakeshore next', 'lakers');
    expect(parts.map((part) => part.text).join('')).toBe('The Lakers beat the Laker curse; lakeshore next');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Lakers', 'Laker']);
  });

  it('marks every word of the query and prefixes typed so far', () => {
    expect(marked('Brett Halloran calls the Celtics', 'hall celt')).toEqual(['Halloran', 'Celtics']);
  });

  it('only marks at the start of a word', () => {
    expect(marked('Bulls and rebulls', 'bulls')).toEqual(['Bulls']);
  });

  it('takes the query as text: markup and pattern characters are plain', () => {
    expect(marked('<b>bold</b> a.b (c)', '<b>bold</b> .* (c)')).toEqual(['bold']);
    expect(
      highlightParts('<img src=x onerror=alert(1)>', 'img')
        .map((part) => part.text)
        .join(''),
    ).toBe('<img src=x onerror=alert(1)>');
  });

  it('returns the text unmarked for a query with no words, nothing for no text', () => {
    expect(highlightParts('Some text', '!!')).toEqual([{ text: 'Some text', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});

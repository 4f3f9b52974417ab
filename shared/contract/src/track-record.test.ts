import { callScore, callVerdict, coinFlipPhrase, confidencePercent, confidenceSure } from './track-record';

describe('callScore', () => {
  it('scores a resolved call as the record does: Brier (p − o)² and its edge over always saying 50%', () => {
    expect(callScore(8, 'correct')).toEqual({ brier: 0.01, edge: 0.24 }); // p = 0.9
    expect(callScore(8, 'incorrect')).toEqual({ brier: 0.81, edge: 0.25 - 0.81 });
    expect(callScore(10, 'correct')).toEqual({ brier: 0, edge: 0.25 });
  });

  it('scores a call with no confidence at the form default (5: 75%)', () => {
    expect(callScore(null, 'correct')).toEqual({ brier: 0.0625, edge: 0.1875 });
  });

  it('has no score for a push, not applicable or an open call', () => {
    expect(callScore(7, 'push')).toBeNull();
    expect(callScore(7, 'not_applicable')).toBeNull();
    expect(callScore(7, null)).toBeNull();
  });
});

describe('plain words', () => {
  it('says what a confidence level means: 1 is 55% sure, each step 5 points, 10 is 100% sure', () => {
    expect([1, 2, 5, 8, 10].map(confidencePercent)).toEqual([55, 60, 75, 90, 100]);
    expect(confidenceSure(2)).toBe('60% sure');
  });

  it('compares a score with a coin flip', () => {
    expect([0.24, -0.56, 0].map(coinFlipPhrase)).toEqual(['better than a coin flip', 'worse than a coin flip', 'the same as a coin flip']);
  });

  it('says a resolved call in words, with the form default when no confidence was given', () => {
    expect(callVerdict(8, 'correct')).toBe('90% sure and right: better than a coin flip');
    expect(callVerdict(4, 'incorrect')).toBe('70% sure and wrong: worse than a coin flip');
    expect(callVerdict(null, 'correct')).toBe('75% sure and right: better than a coin flip');
    expect(callVerdict(7, 'push')).toBeNull();
  });
});

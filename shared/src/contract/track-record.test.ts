import { callScore } from './track-record';

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

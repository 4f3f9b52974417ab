import { formatAccuracy, formatPercent, formatRank, formatSkill, leagueLabel } from './record-format';

const summary = {
  resolved: 3,
  hits: 2,
  accuracy: 2 / 3,
  accuracy_low: 0.208,
  accuracy_high: 0.939,
  brier: 0.2,
  skill: 0.75,
  current_streak: 1,
  best_streak: 2,
};

describe('record formats', () => {
  it('gives accuracy with its interval, or a dash with nothing resolved', () => {
    expect(formatAccuracy({ accuracy: 0.62, accuracy_low: 0.484, accuracy_high: 0.738 })).toBe('62% (48–74%)');
    expect(formatAccuracy({ accuracy: 1, accuracy_low: null, accuracy_high: null })).toBe('100%');
    expect(formatAccuracy({ accuracy: null, accuracy_low: null, accuracy_high: null })).toBe('—');
    expect(formatPercent(0.555)).toBe('56%');
  });

  it('gives skill with one decimal', () => {
    expect(formatSkill(12.345)).toBe('12.3');
    expect(formatSkill(0)).toBe('0.0');
    expect(formatSkill(-1.25)).toBe('-1.3');
  });

  it('names the rank, or how far from the minimum the user is', () => {
    expect(formatRank({ rank: 12, min_resolved: 5, summary })).toBe('#12');
    expect(formatRank({ rank: null, min_resolved: 5, summary })).toBe('Not ranked yet — 3 of 5 resolved');
    expect(formatRank({ rank: null, min_resolved: 2, summary })).toBe('Not ranked yet');
  });

  it('names statements without a league', () => {
    expect(leagueLabel('')).toBe('No league');
    expect(leagueLabel('NBA')).toBe('NBA');
  });
});

import { calibration } from '../../../test/records';
import {
  calibrationInWords,
  formatAccuracy,
  formatPercent,
  formatRank,
  formatRight,
  formatSkill,
  formatSkillInWords,
  leagueLabel,
} from './record-format';

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
  it('gives accuracy as a share, or a dash with nothing resolved', () => {
    expect(formatAccuracy({ accuracy: 0.62 })).toBe('62%');
    expect(formatAccuracy({ accuracy: null })).toBe('—');
    expect(formatPercent(0.555)).toBe('56%');
  });

  it('says how many came true in plain words', () => {
    expect(formatRight(summary)).toBe('2 of 3 (67%)');
    expect(formatRight({ hits: 0, resolved: 0, accuracy: null })).toBe('—');
  });

  it('says what skill means against a coin flip', () => {
    expect(formatSkillInWords(12.46)).toBe('12.5, better than a coin flip');
    expect(formatSkillInWords(-1.04)).toBe('-1.0, worse than a coin flip');
    expect(formatSkillInWords(0)).toBe('0.0, the same as a coin flip');
  });

  it('says calibration in one phrase: how sure on average against how often right', () => {
    // 5 calls at 75% (4 right) and 8 at 90% (4 right): 84% sure on average, 8 of 13 right.
    expect(calibrationInWords(calibration({ 5: [5, 4], 8: [8, 4] }))).toBe('84% sure on average, right 62% of the time: overconfident');
    expect(calibrationInWords(calibration({ 6: [10, 8] }))).toBe('80% sure on average, right 80% of the time: well calibrated');
    expect(calibrationInWords(calibration({ 1: [10, 9] }))).toBe('55% sure on average, right 90% of the time: underconfident');
    expect(calibrationInWords(calibration())).toBeNull();
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

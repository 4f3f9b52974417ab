import { aRecord, calibration } from '../../../test/records';
import { achievementsOf, calibrationGap } from './achievements';

const summary = (resolved: number, hits: number, extra: Partial<ReturnType<typeof aRecord>['summary']> = {}) => ({
  ...aRecord().summary,
  resolved,
  hits,
  accuracy: resolved ? hits / resolved : null,
  ...extra,
});
const byId = (record: ReturnType<typeof aRecord>) => Object.fromEntries(achievementsOf(record).map((badge) => [badge.id, badge]));

describe('achievements', () => {
  it('locks every badge for a record with nothing resolved, each with its rule and progress from zero', () => {
    const badges = achievementsOf(aRecord());
    expect(badges.map((badge) => badge.earned)).toEqual([false, false, false, false, false, false]);
    expect(badges.every((badge) => badge.rule.length > 0 && badge.progress.current === 0)).toBe(true);
  });

  it('counts settled calls, the best streak and hits at confidence 8 or higher', () => {
    const record = aRecord({
      summary: summary(12, 9, { best_streak: 5 }),
      // confidence 7: 2 of 2 (not conviction); 8: 4 of 5; 10: 3 of 5 → 7 conviction hits.
      calibration: calibration({ 7: [2, 2], 8: [5, 4], 10: [5, 3] }),
    });
    const badges = byId(record);
    expect(badges['first-call']).toMatchObject({ earned: true, progress: { current: 1, target: 1 } });
    expect(badges['ten-settled']).toMatchObject({ earned: true, progress: { current: 10, target: 10 } });
    expect(badges['hot-streak']).toMatchObject({ earned: true, progress: { current: 5, target: 5 } });
    expect(badges.conviction).toMatchObject({ earned: false, progress: { current: 7, target: 10 } });
  });

  it('measures calibration as the mean gap between stated chance and hit rate, by hand', () => {
    // confidence 4 states 70%: 10 calls, 7 right (gap 0); confidence 10 states 100%: 10 calls, 8 right (gap 20).
    const record = aRecord({ summary: summary(20, 15), calibration: calibration({ 4: [10, 7], 10: [10, 8] }) });
    expect(calibrationGap(record)).toBeCloseTo(10, 10);
    expect(byId(record).calibrated).toMatchObject({ earned: true, progress: { current: 20, target: 20 } });

    const overconfident = aRecord({ summary: summary(20, 14), calibration: calibration({ 4: [10, 7], 10: [10, 7] }) });
    expect(calibrationGap(overconfident)).toBeCloseTo(15, 10);
    expect(byId(overconfident).calibrated).toMatchObject({ earned: false, progress: { current: 19, target: 20 } });
  });

  it('waits for twenty resolved calls before calling anyone calibrated', () => {
    const few = aRecord({ summary: summary(10, 7), calibration: calibration({ 4: [10, 7] }) });
    expect(calibrationGap(few)).toBe(0);
    expect(byId(few).calibrated).toMatchObject({ earned: false, progress: { current: 10, target: 20 } });
    expect(calibrationGap(aRecord())).toBeNull();
  });

  it('gives "Beats the coin" for a positive skill only once the record is big enough to be ranked', () => {
    expect(byId(aRecord({ summary: summary(4, 4, { skill: 8 }) }))['beats-the-coin'].earned).toBe(false);
    expect(byId(aRecord({ summary: summary(5, 4, { skill: 3.2 }) }))['beats-the-coin'].earned).toBe(true);
    expect(byId(aRecord({ summary: summary(30, 12, { skill: -4 }) }))['beats-the-coin'].earned).toBe(false);
  });
});

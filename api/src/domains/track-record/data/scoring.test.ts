import { brierUnits, skillOf, streaksOf, summarize, wilson } from './scoring';

describe('track record scoring', () => {
  it('Brier (p − o)² with p = 0.5 + 0.05·c, in 1/400 units; no confidence scores as the default 5', () => {
    expect(brierUnits(10, true)).toBe(0);
    expect(brierUnits(10, false)).toBe(400);
    expect(brierUnits(1, true)).toBe(81); // (0.55 − 1)² = 0.2025
    expect(brierUnits(1, false)).toBe(121); // 0.55² = 0.3025
    expect(brierUnits(null, true)).toBe(brierUnits(5, true)); // (0.75 − 1)² = 0.0625 → 25
    expect(brierUnits(5, true)).toBe(25);
  });

  it('skill = 100 × Σ(0.25 − Brier) / max(20, n): the floor divides a newcomer’s few calls by 20', () => {
    // 3 correct at confidence 10: Σ(0.25 − 0) = 0.75 → 100 × 0.75 / 20 = 3.75 (25 without the floor).
    expect(skillOf({ n: 3, brier: 0 })).toBeCloseTo(3.75, 10);
    // 60 of 100 at confidence 2 (p = 0.6): correct 0.16, wrong 0.36 → Σ = 60·0.09 − 40·0.11 = 1 → skill 1.
    expect(skillOf({ n: 100, brier: 60 * brierUnits(2, true) + 40 * brierUnits(2, false) })).toBeCloseTo(1, 10);
    // Always 50%-ish is 0; confidently wrong is negative.
    expect(skillOf({ n: 25, brier: 25 * 100 })).toBe(0);
    expect(skillOf({ n: 1, brier: 400 })).toBeCloseTo(-3.75, 10);
  });

  it('Wilson 95% interval, hand-checked', () => {
    const [low, high] = wilson(2, 3) as [number, number];
    expect(low).toBeCloseTo(0.2077, 4);
    expect(high).toBeCloseTo(0.9385, 4);
    const [l10, h10] = wilson(10, 10) as [number, number];
    expect(l10).toBeCloseTo(0.7225, 4);
    expect(h10).toBe(1);
    expect(wilson(0, 0)).toBeNull();
  });

  it('streaks: the run of correct calls at the end and the longest, in resolution order', () => {
    expect(streaksOf([true, true, false, true, true, true, false, true])).toEqual({ current: 1, best: 3 });
    expect(streaksOf([true, false])).toEqual({ current: 0, best: 1 });
    expect(streaksOf([])).toEqual({ current: 0, best: 0 });
  });

  it('summary: correct at 10, wrong at 10, correct at 5', () => {
    const summary = summarize({ n: 3, hits: 2, brier: 0 + 400 + 25 }, streaksOf([true, false, true]));
    expect(summary).toEqual({
      resolved: 3,
      hits: 2,
      accuracy: 0.6667,
      accuracy_low: 0.2077,
      accuracy_high: 0.9385,
      brier: 0.3542, // (0 + 1 + 0.0625) / 3
      skill: -1.5625, // 100 × (0.75 − 1.0625) / 20
      current_streak: 1,
      best_streak: 1,
    });
  });
});

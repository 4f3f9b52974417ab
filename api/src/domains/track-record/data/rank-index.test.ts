import { aheadOf } from './rank-index';

/** An order as the database gives it: skill, then n (both descending), then user id. */
const orderOf = (rows: [skill: number, n: number, id: number][]) => ({
  skill: Float64Array.from(rows.map((r) => r[0])),
  n: Int32Array.from(rows.map((r) => r[1])),
  ids: Int32Array.from(rows.map((r) => r[2])),
});

describe('aheadOf', () => {
  const order = orderOf([
    [7.2, 6, 9],
    [6, 8, 4],
    [6, 5, 2],
    [6, 5, 3],
    [-1.5625, 20, 1],
  ]);

  it('counts the rows ahead: higher skill, then more resolved, then the lower user id', () => {
    expect(aheadOf(order, { skill: 7.2, n: 6, userId: 9 })).toBe(0);
    expect(aheadOf(order, { skill: 6, n: 8, userId: 4 })).toBe(1);
    expect(aheadOf(order, { skill: 6, n: 5, userId: 2 })).toBe(2);
    expect(aheadOf(order, { skill: 6, n: 5, userId: 3 })).toBe(3);
    expect(aheadOf(order, { skill: -1.5625, n: 20, userId: 1 })).toBe(4);
  });

  it('places a user who is not in the order (yet) where they would be', () => {
    expect(aheadOf(order, { skill: 100, n: 1, userId: 50 })).toBe(0);
    expect(aheadOf(order, { skill: 6, n: 5, userId: 1 })).toBe(2);
    expect(aheadOf(order, { skill: 6, n: 5, userId: 99 })).toBe(4);
    expect(aheadOf(order, { skill: -80, n: 5, userId: 1 })).toBe(5);
    expect(aheadOf(orderOf([]), { skill: 0, n: 5, userId: 1 })).toBe(0);
  });
});

import type { CalibrationBucket } from '@receipts/contract';

/** A confidence level with resolved predictions: one point of the chart, one row of the table. */
export type PlottedBucket = CalibrationBucket & { observed: number };

/** 0.625 → '63%'. */
export const formatPercent = (share: number) => `${Math.round(share * 100)}%`;

/** The levels that have something to show (at least one resolved prediction). */
export const plottedBuckets = (buckets: CalibrationBucket[]): PlottedBucket[] =>
  buckets.filter((bucket): bucket is PlottedBucket => bucket.count > 0 && bucket.observed !== null);

/** What the chart shows, in words: its accessible name, e.g. 'Calibration, stated vs. observed hit rate: …'. */
export function calibrationSummary(name: string, buckets: PlottedBucket[]): string {
  const points = buckets.map(
    (bucket) => `stated ${formatPercent(bucket.stated)}, observed ${formatPercent(bucket.observed)} of ${bucket.count}`,
  );
  return `${name}, stated vs. observed hit rate: ${points.join('; ')}.`;
}

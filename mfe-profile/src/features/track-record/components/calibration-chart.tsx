import { useId } from 'react';
import type { CalibrationBucket } from '@receipts/shared';
import { formatPercent } from '../api/record-format';

const SIZE = { width: 300, height: 232 };
// Room above the top row and beside the 100% column for the largest point and its count label.
const PLOT = { left: 44, right: 20, top: 26, bottom: 40 };
const plotWidth = SIZE.width - PLOT.left - PLOT.right;
const plotHeight = SIZE.height - PLOT.top - PLOT.bottom;
// Stated chances run from 55% (confidence 1) to 100% (10): the x axis starts at a coin flip.
const x = (stated: number) => PLOT.left + ((stated - 0.5) / 0.5) * plotWidth;
const y = (observed: number) => PLOT.top + (1 - observed) * plotHeight;
const radius = (count: number) => Math.min(14, 4 + 2 * Math.sqrt(count));

type Plotted = CalibrationBucket & { observed: number };

export const plottedBuckets = (buckets: CalibrationBucket[]): Plotted[] =>
  buckets.filter((bucket): bucket is Plotted => bucket.count > 0 && bucket.observed !== null);

/** What the chart shows, in words: its accessible name. */
export function calibrationSummary(buckets: Plotted[]): string {
  const points = buckets.map((bucket) =>
    `stated ${formatPercent(bucket.stated)}, observed ${formatPercent(bucket.observed)} of ${bucket.count}`);
  return `Calibration, stated vs. observed hit rate: ${points.join('; ')}.`;
}

/** Issue 10: stated vs. observed hit rate per confidence level; each point's size and label is its count. */
export function CalibrationChart({ buckets }: { buckets: Plotted[] }) {
  const descId = useId();
  const summary = calibrationSummary(buckets);
  return (
    <svg className="calibration-chart" role="img" aria-label={summary} aria-describedby={descId} viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}>
      <title>{summary}</title>
      <desc id={descId}>
        Each point is one confidence level: across is the chance the predictions stated, up is the share that came
        true, and its label is how many were resolved. Points on the dashed diagonal are perfectly calibrated.
      </desc>
      {[0, 0.5, 1].map((tick) => (
        <g key={`y${tick}`}>
          <line className="calibration-chart__grid" x1={PLOT.left} x2={SIZE.width - PLOT.right} y1={y(tick)} y2={y(tick)} />
          <text className="calibration-chart__tick" x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">{formatPercent(tick)}</text>
        </g>
      ))}
      {[0.5, 0.75, 1].map((tick) => (
        <text key={`x${tick}`} className="calibration-chart__tick" x={x(tick)} y={SIZE.height - PLOT.bottom + 16} textAnchor="middle">
          {formatPercent(tick)}
        </text>
      ))}
      <text className="calibration-chart__axis" x={PLOT.left + plotWidth / 2} y={SIZE.height - 6} textAnchor="middle">Stated</text>
      <text className="calibration-chart__axis" x={12} y={PLOT.top + plotHeight / 2} textAnchor="middle"
        transform={`rotate(-90 12 ${PLOT.top + plotHeight / 2})`}>Observed</text>
      <line className="calibration-chart__ideal" x1={x(0.5)} y1={y(0.5)} x2={x(1)} y2={y(1)} />
      {buckets.map((bucket) => (
        <g key={bucket.confidence}>
          <circle className="calibration-chart__point" cx={x(bucket.stated)} cy={y(bucket.observed)} r={radius(bucket.count)} />
          <text className="calibration-chart__count" x={x(bucket.stated)} y={y(bucket.observed) - radius(bucket.count) - 3} textAnchor="middle">
            {bucket.count}
          </text>
        </g>
      ))}
    </svg>
  );
}

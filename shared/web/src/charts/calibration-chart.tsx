import { useId } from 'react';
import { calibrationSummary, formatPercent, type PlottedBucket } from './calibration';
import './calibration-chart.css';

const SIZE = { width: 320, height: 240 };
// Room above the top row and beside the 100% column for the largest point and its count label.
const PLOT = { left: 44, right: 20, top: 26, bottom: 40 };
const plotWidth = SIZE.width - PLOT.left - PLOT.right;
const plotHeight = SIZE.height - PLOT.top - PLOT.bottom;
// Stated chances run from 55% (confidence 1) to 100% (10): the x axis starts at a coin flip.
const x = (stated: number) => PLOT.left + ((stated - 0.5) / 0.5) * plotWidth;
const y = (observed: number) => PLOT.top + (1 - observed) * plotHeight;
// Sized against the largest level, so one fan's handful and the community's thousands both read.
const radius = (count: number, most: number) => 4 + 10 * Math.sqrt(count / Math.max(1, most));

export interface CalibrationChartProps {
  buckets: PlottedBucket[];
  /** Starts the accessible name: '{name}, stated vs. observed hit rate: …'. */
  name: string;
  /** Writes each point's count above it. */
  labelCounts?: boolean;
}

/** Stated vs. observed hit rate per confidence level, an SVG image whose points are in its name. */
export function CalibrationChart({ buckets, name, labelCounts = false }: CalibrationChartProps) {
  const descId = useId();
  const summary = calibrationSummary(name, buckets);
  const most = Math.max(0, ...buckets.map((bucket) => bucket.count));
  return (
    <svg
      className="rc-calibration-chart"
      role="img"
      aria-label={summary}
      aria-describedby={descId}
      viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
    >
      <title>{summary}</title>
      <desc id={descId}>
        Each point is one confidence level: across is the chance the predictions stated, up is the share that came true, and its size{' '}
        {labelCounts ? 'and label show' : 'shows'} how many were resolved. Points on the dashed diagonal are perfectly calibrated; below it,
        the predictions were overconfident.
      </desc>
      {[0, 0.5, 1].map((tick) => (
        <g key={`y${tick}`}>
          <line className="rc-calibration-chart__grid" x1={PLOT.left} x2={SIZE.width - PLOT.right} y1={y(tick)} y2={y(tick)} />
          <text className="rc-calibration-chart__tick" x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">
            {formatPercent(tick)}
          </text>
        </g>
      ))}
      {[0.5, 0.75, 1].map((tick) => (
        <text key={`x${tick}`} className="rc-calibration-chart__tick" x={x(tick)} y={SIZE.height - PLOT.bottom + 16} textAnchor="middle">
          {formatPercent(tick)}
        </text>
      ))}
      <text className="rc-calibration-chart__axis" x={PLOT.left + plotWidth / 2} y={SIZE.height - 6} textAnchor="middle">
        Stated
      </text>
      <text
        className="rc-calibration-chart__axis"
        x={12}
        y={PLOT.top + plotHeight / 2}
        textAnchor="middle"
        transform={`rotate(-90 12 ${PLOT.top + plotHeight / 2})`}
      >
        Observed
      </text>
      <line className="rc-calibration-chart__ideal" x1={x(0.5)} y1={y(0.5)} x2={x(1)} y2={y(1)} />
      {buckets.map((bucket) => {
        const r = radius(bucket.count, most);
        return (
          <g key={bucket.confidence}>
            <circle className="rc-calibration-chart__point" cx={x(bucket.stated)} cy={y(bucket.observed)} r={r} />
            {labelCounts && (
              <text className="rc-calibration-chart__count" x={x(bucket.stated)} y={y(bucket.observed) - r - 3} textAnchor="middle">
                {bucket.count}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

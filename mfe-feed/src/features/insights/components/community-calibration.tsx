import { useId } from 'react';
import type { CalibrationBucket } from '@receipts/shared';
import { formatPercent } from '../api/insights-format';

const SIZE = { width: 320, height: 240 };
const PLOT = { left: 44, right: 20, top: 26, bottom: 40 };
const plotWidth = SIZE.width - PLOT.left - PLOT.right;
const plotHeight = SIZE.height - PLOT.top - PLOT.bottom;
// Stated chances run from 55% (confidence 1) to 100% (10): the x axis starts at a coin flip.
const x = (stated: number) => PLOT.left + ((stated - 0.5) / 0.5) * plotWidth;
const y = (observed: number) => PLOT.top + (1 - observed) * plotHeight;
const radius = (count: number, most: number) => 4 + 10 * Math.sqrt(count / Math.max(1, most));

type Plotted = CalibrationBucket & { observed: number };

/**
 * The community's calibration: per confidence level, the chance the predictions stated (statedProbability) against
 * the share that came true; an SVG image with its points in words, and the same numbers as a table.
 */
export function CommunityCalibration({ buckets }: { buckets: CalibrationBucket[] }) {
  const descId = useId();
  const plotted = buckets.filter((bucket): bucket is Plotted => bucket.count > 0 && bucket.observed !== null);
  const most = Math.max(...plotted.map((bucket) => bucket.count));
  const summary = `Community calibration, stated vs. observed hit rate: ${plotted
    .map((bucket) => `stated ${formatPercent(bucket.stated)}, observed ${formatPercent(bucket.observed)} of ${bucket.count}`)
    .join('; ')}.`;
  return (
    <>
      <svg className="insights-chart insights-chart--calibration" role="img" aria-label={summary} aria-describedby={descId}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}>
        <title>{summary}</title>
        <desc id={descId}>
          Each point is one confidence level: across is the chance the predictions stated, up is the share that came true,
          and its size is how many were resolved. Points on the dashed diagonal are perfectly calibrated; below it, the
          community was overconfident.
        </desc>
        {[0, 0.5, 1].map((tick) => (
          <g key={`y${tick}`}>
            <line className="insights-chart__grid" x1={PLOT.left} x2={SIZE.width - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text className="insights-chart__tick" x={PLOT.left - 6} y={y(tick) + 4} textAnchor="end">{formatPercent(tick)}</text>
          </g>
        ))}
        {[0.5, 0.75, 1].map((tick) => (
          <text key={`x${tick}`} className="insights-chart__tick" x={x(tick)} y={SIZE.height - PLOT.bottom + 16} textAnchor="middle">
            {formatPercent(tick)}
          </text>
        ))}
        <text className="insights-chart__tick" x={PLOT.left + plotWidth / 2} y={SIZE.height - 6} textAnchor="middle">Stated</text>
        <text className="insights-chart__tick" x={12} y={PLOT.top + plotHeight / 2} textAnchor="middle"
          transform={`rotate(-90 12 ${PLOT.top + plotHeight / 2})`}>Observed</text>
        <line className="insights-chart__ideal" x1={x(0.5)} y1={y(0.5)} x2={x(1)} y2={y(1)} />
        {plotted.map((bucket) => (
          <circle key={bucket.confidence} className="insights-chart__point" cx={x(bucket.stated)} cy={y(bucket.observed)}
            r={radius(bucket.count, most)} />
        ))}
      </svg>
      <details className="insights-details">
        <summary>Calibration as a table</summary>
        <table className="insights-table">
          <caption>Community calibration</caption>
          <thead>
            <tr>
              <th scope="col">Confidence</th>
              <th scope="col">Stated</th>
              <th scope="col">Observed</th>
              <th scope="col">Right</th>
            </tr>
          </thead>
          <tbody>
            {plotted.map((bucket) => (
              <tr key={bucket.confidence}>
                <th scope="row">{bucket.confidence}/10</th>
                <td>{formatPercent(bucket.stated)}</td>
                <td>{formatPercent(bucket.observed)}</td>
                <td>{bucket.hits} of {bucket.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

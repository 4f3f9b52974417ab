import { useId } from 'react';
import type { AccuracyRow } from '@receipts/shared';
import { formatPercent } from '../api/insights-format';

const ROW = 28;
const LABEL = 120;
const WIDTH = 360;
const BAR = WIDTH - LABEL - 56;

/** Accuracy per league or topic as horizontal bars (an SVG image with its numbers in words), and the same as a table. */
export function AccuracyChart({ rows, dimension }: { rows: AccuracyRow[]; dimension: 'League' | 'Topic' }) {
  const descId = useId();
  const summary = `Community accuracy by ${dimension.toLowerCase()}: ${rows
    .map((row) => `${row.label} ${formatPercent(row.accuracy)} of ${row.resolved}`)
    .join('; ')}.`;
  const height = rows.length * ROW + 8;
  return (
    <>
      <svg className="insights-chart" role="img" aria-label={summary} aria-describedby={descId} viewBox={`0 0 ${WIDTH} ${height}`}>
        <title>{summary}</title>
        <desc id={descId}>Each bar is the share of resolved predictions that came true; the whole width is 100%.</desc>
        {rows.map((row, index) => {
          const y = 4 + index * ROW;
          return (
            <g key={row.key}>
              <text className="insights-chart__label" x={LABEL - 8} y={y + 17} textAnchor="end">
                {row.label}
              </text>
              <rect className="insights-chart__track" x={LABEL} y={y + 4} width={BAR} height={ROW - 10} rx={3} />
              <rect className="insights-chart__bar" x={LABEL} y={y + 4} width={Math.max(1, BAR * row.accuracy)} height={ROW - 10} rx={3} />
              <text className="insights-chart__value" x={LABEL + BAR + 6} y={y + 17}>
                {formatPercent(row.accuracy)}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="insights-details">
        <summary>Accuracy by {dimension.toLowerCase()} as a table</summary>
        <table className="insights-table">
          <caption>Community accuracy by {dimension.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">{dimension}</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Right</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{formatPercent(row.accuracy)}</td>
                <td>
                  {row.hits} of {row.resolved}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

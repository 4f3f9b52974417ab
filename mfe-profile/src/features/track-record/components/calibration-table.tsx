import type { CalibrationBucket } from '@receipts/shared';
import { formatPercent } from '../api/record-format';

/** The calibration chart's numbers as a table, behind a disclosure under the chart. */
export function CalibrationTable({ buckets }: { buckets: (CalibrationBucket & { observed: number })[] }) {
  return (
    <details className="track-record-details">
      <summary>Calibration as a table</summary>
      <table className="track-record-table">
        <caption>Calibration</caption>
        <thead>
          <tr>
            <th scope="col">Confidence</th>
            <th scope="col">Stated</th>
            <th scope="col">Observed</th>
            <th scope="col">Right</th>
          </tr>
        </thead>
        <tbody>
          {buckets.map((bucket) => (
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
  );
}

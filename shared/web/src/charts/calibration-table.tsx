import { formatPercent, type PlottedBucket } from './calibration';

export interface CalibrationTableProps {
  buckets: PlottedBucket[];
  /** The table's caption (its accessible name). */
  name: string;
  /** The page's own table and disclosure styles, so the table matches the page's other tables. */
  className?: string;
  detailsClassName?: string;
}

/** The calibration chart's numbers as a table, behind a 'Calibration as a table' disclosure under the chart. */
export function CalibrationTable({ buckets, name, className, detailsClassName }: CalibrationTableProps) {
  return (
    <details className={detailsClassName}>
      <summary>Calibration as a table</summary>
      <table className={className}>
        <caption>{name}</caption>
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
              <td>
                {bucket.hits} of {bucket.count}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

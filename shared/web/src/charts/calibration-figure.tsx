import type { CalibrationBucket } from '@receipts/contract';
import { plottedBuckets } from './calibration';
import { CalibrationChart } from './calibration-chart';
import { CalibrationTable } from './calibration-table';

export interface CalibrationFigureProps {
  /** All ten levels as the API sends them; those with nothing resolved are left out. */
  buckets: CalibrationBucket[];
  /** 'Calibration', 'Community calibration': starts the chart's accessible name and is the table's caption. */
  name: string;
  labelCounts?: boolean;
  tableClassName?: string;
  detailsClassName?: string;
}

/**
 * Calibration as the chart and, under it, the same numbers as a table: the profile's Track record
 * card and /insights show one figure.
 */
export function CalibrationFigure({ buckets, name, labelCounts, tableClassName, detailsClassName }: CalibrationFigureProps) {
  const plotted = plottedBuckets(buckets);
  return (
    <>
      <CalibrationChart buckets={plotted} name={name} labelCounts={labelCounts} />
      <CalibrationTable buckets={plotted} name={name} className={tableClassName} detailsClassName={detailsClassName} />
    </>
  );
}

/**
 * Charts that more than one remote shows (the track record's calibration: the profile's Track record card and
 * /insights). A separate entry (`@receipts/shared/charts`), not part of `@receipts/shared`: the shell's first load
 * never carries it; each remote that draws a chart bundles it (it holds no state, so two copies on a page are
 * harmless). Keep it that way: no imports here from the main entry's modules at run time (types only).
 */
export { CalibrationFigure } from './calibration-figure';
export type { CalibrationFigureProps } from './calibration-figure';
export { CalibrationChart } from './calibration-chart';
export type { CalibrationChartProps } from './calibration-chart';
export { CalibrationTable } from './calibration-table';
export type { CalibrationTableProps } from './calibration-table';
export { calibrationSummary, formatPercent, plottedBuckets } from './calibration';
export type { PlottedBucket } from './calibration';

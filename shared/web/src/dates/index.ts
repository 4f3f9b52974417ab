/**
 * Every date the site shows, formatted in the viewer's time zone.
 * A separate entry (`@receipts/shared/dates`), not part of `@receipts/shared`: the shell's first load never carries
 * it; each remote that shows dates bundles what it uses (tree-shaken).
 */
export * from './format';
export { DateText, RecentDate, useDateText } from './date-text';

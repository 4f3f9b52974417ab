// Receipts of what commentators, podcasts and shows said, shown by the feed and the directory.
export { SaidByLine, formatSaidAt } from './said-by-line';
export { PunditRecordCard, PunditScoreList, percent } from './record-card';

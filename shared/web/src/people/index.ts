/**
 * Fans as people, for browsers: a fan's avatar and name linking to their profile, a prediction's result chip and a
 * record in words. A separate entry (`@receipts/shared/people`): the remotes that show them bundle them; the shell's
 * first load does not carry them.
 */
export { AuthorLink, profilePath } from './author-link';
export { OutcomeChip, recordLine } from './outcome-chip';

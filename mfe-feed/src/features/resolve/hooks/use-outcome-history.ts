import { statementsApi, useCachedData } from '@receipts/shared';

/** The statement's outcome changes, newest as the API orders them; `reload` after a save. */
export const useOutcomeHistory = (statementId: number) =>
  useCachedData(`outcome-history:${statementId}`, () => statementsApi.outcomeHistory(statementId));

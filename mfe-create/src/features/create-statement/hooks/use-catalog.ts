import { statementsApi, type Catalog } from '@receipts/shared';
import { useAsyncData } from '@receipts/shared';

const EMPTY_CATALOG: Catalog = { leagues: [], teams: [], players: [], topics: [] };

/** Spec §2.9: the built-in leagues, teams, players and topics (served by the API's catalogue). */
export function useCatalog() {
  const { state } = useAsyncData(() => statementsApi.catalog(), []);
  if (state.status !== 'success') return { catalog: EMPTY_CATALOG, failed: state.status === 'error' };
  const data = state.data ?? EMPTY_CATALOG;
  return {
    catalog: {
      leagues: data.leagues ?? [], teams: data.teams ?? [], players: data.players ?? [], topics: data.topics ?? [],
    },
    failed: false,
  };
}

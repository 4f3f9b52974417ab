import type { Catalog } from '@receipts/shared';

export const catalog: Catalog = {
  leagues: [{ id: 'nba', name: 'NBA' }, { id: 'nfl', name: 'NFL' }],
  teams: [{ id: 'lal', name: 'Lakers', league: 'nba' }, { id: 'bos', name: 'Celtics', league: 'nba' }, { id: 'kc', name: 'Chiefs', league: 'nfl' }],
  players: [{ id: 'lebron', name: 'LeBron James', team: 'lal' }, { id: 'tatum', name: 'Jayson Tatum', team: 'bos' }],
  topics: [{ id: 'playoffs', name: 'Playoffs' }, { id: 'draft', name: 'Draft' }],
};

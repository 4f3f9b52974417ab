/** The built-in catalogue of spec §2.9, served by GET /api/content-api/catalog/. */
export interface League {
  id: string;
  name: string;
}
export interface Team {
  id: string;
  name: string;
  league: string;
}
export interface Player {
  id: string;
  name: string;
  team: string;
}
export interface Catalog {
  leagues: League[];
  teams: Team[];
  players: Player[];
  topics: { id: string; name: string }[];
}

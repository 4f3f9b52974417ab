import type { Catalog, League, Player, Team, Topic } from './schemas/catalog';
import { ROSTERS } from './catalog-rosters';

/**
 * The built-in catalogue: the four leagues, every team of each (real names and cities) with a few well-known
 * players (catalog-rosters.ts), and the four topics. A fixed list compiled into both sides: the create form reads
 * this constant (no request), the API validates ids against it, statements store these ids and the feed filters by
 * them. GET /api/content-api/catalog/ still serves it for other clients.
 */
export const LEAGUES: League[] = [
  { id: 'NBA', name: 'NBA' },
  { id: 'NFL', name: 'NFL' },
  { id: 'MLB', name: 'MLB' },
  { id: 'NHL', name: 'NHL' },
];

export const TOPICS: Topic[] = [
  { id: 'playoffs', name: 'Playoffs' },
  { id: 'regular-season', name: 'Regular Season' },
  { id: 'awards', name: 'Awards' },
  { id: 'draft', name: 'Draft' },
];

/** 'Nikola Jokić' → 'nikola-jokic', "Ja'Marr Chase" → 'jamarr-chase'. */
const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const TEAMS: Team[] = [];
const PLAYERS: Player[] = [];
for (const league of LEAGUES) {
  const prefix = league.id.toLowerCase();
  const roster = [...ROSTERS[league.id as keyof typeof ROSTERS]].sort(([a], [b]) => a.localeCompare(b, 'en'));
  for (const [name, short, players] of roster) {
    const teamId = `${prefix}-${short}`;
    TEAMS.push({ id: teamId, name, league: league.id });
    // The league and the name, not the team: a traded player keeps the id old statements hold.
    for (const player of players) PLAYERS.push({ id: `${prefix}-${slug(player)}`, name: player, team: teamId });
  }
}

export const CATALOG: Readonly<Catalog> = Object.freeze({ leagues: LEAGUES, teams: TEAMS, players: PLAYERS, topics: TOPICS });

export const leagueById = new Map(LEAGUES.map((league) => [league.id, league]));
export const teamById = new Map(TEAMS.map((team) => [team.id, team]));
export const playerById = new Map(PLAYERS.map((player) => [player.id, player]));
export const topicById = new Map(TOPICS.map((topic) => [topic.id, topic]));
export const LEAGUE_IDS = LEAGUES.map((league) => league.id);
export const TOPIC_IDS = TOPICS.map((topic) => topic.id) as [string, ...string[]];

/** The league id for a user-typed value ('nba' → 'NBA'), or null when it is not in the catalogue. */
export function normalizeLeague(value: string): string | null {
  const id = value.trim().toUpperCase();
  return leagueById.has(id) ? id : null;
}

/** Topic ids → {id, name}, keeping unknown ids visible rather than dropping them. */
export function topicsFor(ids: readonly string[]): Topic[] {
  return ids.map((id) => topicById.get(id) ?? { id, name: id });
}

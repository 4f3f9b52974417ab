import type { Catalog, League, Player, Team, Topic } from './schemas/catalog';

/**
 * The built-in catalogue of spec §2.9: leagues, a few real teams per league, a few FICTIONAL players per
 * team, and the four topics. A fixed list compiled into both sides: the create form reads this constant (no
 * request), the API validates ids against it, and statements store these ids. GET /api/content-api/catalog/
 * still serves it for other clients.
 */
export const LEAGUES: League[] = [
  { id: 'NBA', name: 'NBA' },
  { id: 'NFL', name: 'NFL' },
  { id: 'MLB', name: 'MLB' },
  { id: 'NHL', name: 'NHL' },
];

/** League → [team name, short id, three fictional players]. */
const ROSTERS: Record<string, [string, string, string[]][]> = {
  NBA: [
    ['Boston Celtics', 'celtics', ['Marcus Okafor', 'Dante Whitfield', 'Jalen Brookes']],
    ['Los Angeles Lakers', 'lakers', ['Tyrese Calloway', 'Andre Villanueva', 'Cole Harrington']],
    ['Golden State Warriors', 'warriors', ['Devin Ashworth', 'Malik Summerset', 'Trey Lindqvist']],
    ['Denver Nuggets', 'nuggets', ['Nikolai Brandt', 'Isaiah Corwin', 'Reggie Moultrie']],
    ['Miami Heat', 'heat', ['Jordan Castellano', 'Quincy Bellamy', 'Omar Redfield']],
  ],
  NFL: [
    ['Kansas City Chiefs', 'chiefs', ['Caleb Thornbury', 'Rashad Pennington', 'Wyatt Delacroix']],
    ['Philadelphia Eagles', 'eagles', ['Darius Kingsley', 'Mason Ferreira', 'Terrell Ashby']],
    ['San Francisco 49ers', '49ers', ['Brock Halvorsen', 'Xavier Montclair', 'Luke Abernathy']],
    ['Dallas Cowboys', 'cowboys', ['Trent Maddox', 'Jamal Whitacre', 'Grayson Holloway']],
    ['Buffalo Bills', 'bills', ['Connor Lindgren', 'Deshawn Rutledge', 'Eli Vasquez-Moore']],
  ],
  MLB: [
    ['New York Yankees', 'yankees', ['Mateo Castillo', 'Ryan Ostrander', 'Kenji Morimoto']],
    ['Los Angeles Dodgers', 'dodgers', ['Luis Echeverria', 'Garrett Pruitt', 'Shohei Tanabe']],
    ['Chicago Cubs', 'cubs', ['Ben Kowalczyk', 'Rafael Quintero', 'Drew Hollister']],
    ['Houston Astros', 'astros', ['Carlos Benavides', 'Tanner Wexford', 'Miguel Arroyo']],
    ['Atlanta Braves', 'braves', ['Austin Merriweather', 'Jose Valdespino', 'Kyle Brannigan']],
  ],
  NHL: [
    ['Toronto Maple Leafs', 'maple-leafs', ['Liam Desjardins', 'Erik Sundqvist', 'Nate Fairbanks']],
    ['Edmonton Oilers', 'oilers', ['Connor Ballantyne', 'Mikko Rautiainen', 'Jesse Lafleur']],
    ['Boston Bruins', 'bruins', ['Patrik Novotny', 'Brady McAllister', 'Zach Thibodeau']],
    ['Colorado Avalanche', 'avalanche', ['Nathan Kovalenko', 'Gabriel Lindholm', 'Owen Marchetti']],
    ['New York Rangers', 'rangers', ['Artemi Volkov', 'Chris Kreutzmann', 'Adam Foxworth']],
  ],
};

export const TOPICS: Topic[] = [
  { id: 'playoffs', name: 'Playoffs' },
  { id: 'regular-season', name: 'Regular Season' },
  { id: 'awards', name: 'Awards' },
  { id: 'draft', name: 'Draft' },
];

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const TEAMS: Team[] = [];
const PLAYERS: Player[] = [];
for (const league of LEAGUES) {
  for (const [name, short, players] of ROSTERS[league.id]) {
    const teamId = `${league.id.toLowerCase()}-${short}`;
    TEAMS.push({ id: teamId, name, league: league.id });
    for (const player of players) PLAYERS.push({ id: `${teamId}-${slug(player)}`, name: player, team: teamId });
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

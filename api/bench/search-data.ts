/**
 * Search (issue 11) bench vocabulary: surnames in statement titles (each in about 1% of them), people's display names
 * and the directory's names, so the search cases meet realistic selectivities (a surname: ~10,000 of 1M takes; a
 * league: a quarter of them; a statement's own number: one) and typos ('halloren') have something to find.
 */
export const SURNAMES = [
  'Halloran', 'Delaney', 'Whitmore', 'Castellanos', 'Oduya', 'Vasquez', 'Ambrose', 'Raman', 'Boyd', 'McCaskill',
  'Pettiford', 'Lindqvist', 'Okoye', 'Keane', 'Salazar', 'Prescott', 'Tran', 'Ruiz', 'Blaylock', 'Fontaine',
  'Mbeki', 'Sheffield', 'Marchetti', 'Brennan', 'Thornton', 'Gaspard', 'Rasmussen', 'Quinlan', 'Achebe', 'Lopresti',
  'Whitaker', 'Hanamura', 'Dorsey', 'Ferraro', 'Okafor', 'Pemberton', 'Galloway', 'Nakamura', 'Ostrowski', 'Bellamy',
  'Carrington', 'Dufresne', 'Eriksen', 'Fitzgerald', 'Gutierrez', 'Holloway', 'Ingram', 'Jablonski', 'Kowalski', 'Lindgren',
  'Montgomery', 'Novak', 'Oyelaran', 'Pacheco', 'Quintero', 'Rutherford', 'Sandoval', 'Takahashi', 'Underwood', 'Valentine',
  'Wojcik', 'Yamamoto', 'Zielinski', 'Abernathy', 'Beaumont', 'Castillo', 'Donovan', 'Espinoza', 'Fairbanks', 'Gallagher',
  'Hargrove', 'Iverson', 'Jefferson', 'Kingsley', 'Lancaster', 'Mancini', 'Northcott', 'Oliveira', 'Pemberly', 'Radcliffe',
  'Sorensen', 'Thibodeaux', 'Upton', 'Vanterpool', 'Wainwright', 'Xiong', 'Youngblood', 'Zamora', 'Ashworth', 'Blackwood',
  'Cordero', 'Dempsey', 'Ellington', 'Fairweather', 'Goldberg', 'Hightower', 'Ibarra', 'Jorgensen', 'Kilpatrick', 'Lockhart',
];
export const FIRST_NAMES = [
  'Brett', 'Marcus', 'Tasha', 'Ron', 'Keisha', 'Nina', 'Derek', 'Priya', 'Terrence', 'Lauren', 'Jamal', 'Sofia', 'Grant',
  'Mallory', 'Victor', 'Dana', 'Eddie', 'Carmen', 'Howard', 'Renee', 'Isaac', 'Courtney', 'Tony', 'Alicia', 'Wes',
  'Monique', 'Kyle', 'Harper', 'Desmond', 'Gina', 'Sam', 'Yuki', 'Phil', 'Bianca', 'Marisol', 'Gary', 'Omar', 'Lena',
  'Felix', 'Ruth', 'Hugo', 'Ivy', 'Jonah', 'Kara', 'Leo', 'Maya', 'Nate', 'Opal', 'Pete', 'Quinn',
];
export const SEARCH_VERBS = ['calls', 'doubts', 'backs', 'fades', 'trusts', 'questions', 'defends', 'predicts'];
/** Directory rows the bench adds (the demo seed is off). */
export const BENCH_DIRECTORY = { commentators: 2_000, podcasts: 500, shows: 500 };

const sqlArray = (values: readonly string[]) => `(ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}])`;
export const SURNAMES_SQL = sqlArray(SURNAMES);
export const FIRST_NAMES_SQL = sqlArray(FIRST_NAMES);
export const SEARCH_VERBS_SQL = sqlArray(SEARCH_VERBS);

/** The directory's bench rows: names from the same lists, so 'halloren' finds dozens of Hallorans among 3,000 names. */
export function directorySeedSql(): string[] {
  const name = (g: string) => `${FIRST_NAMES_SQL}[1 + (${g} * 7) % ${FIRST_NAMES.length}] || ' ' || ${SURNAMES_SQL}[1 + (${g} * 13) % ${SURNAMES.length}]`;
  const league = (g: string) => `(ARRAY['NBA','NFL','MLB','NHL'])[1 + ${g} % 4]`;
  return [
    `INSERT INTO commentators (slug, name, sport_league_name, followers_count)
     SELECT 'bench-commentator-' || g, ${name('g')}, ${league('g')}, g % 997 FROM generate_series(1, ${BENCH_DIRECTORY.commentators}) g`,
    `INSERT INTO podcasts (slug, name, sport_league_name, followers_count)
     SELECT 'bench-podcast-' || g, 'The ' || ${SURNAMES_SQL}[1 + (g * 13) % ${SURNAMES.length}] || ' ' || (ARRAY['Hour','Ledger','Report','Podcast','Show'])[1 + g % 5],
            ${league('g')}, g % 499 FROM generate_series(1, ${BENCH_DIRECTORY.podcasts}) g`,
    `INSERT INTO shows (slug, name, sport_league_name, followers_count)
     SELECT 'bench-show-' || g, ${SURNAMES_SQL}[1 + (g * 17) % ${SURNAMES.length}] || ' ' || (ARRAY['Tonight','Live','Desk','Panel','Hour'])[1 + g % 5],
            ${league('g')}, g % 499 FROM generate_series(1, ${BENCH_DIRECTORY.shows}) g`,
  ];
}

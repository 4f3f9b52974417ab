/** Templates for demo statements and comments; {team}, {player} and {league} are filled from the catalogue (subjects.ts). */

export interface StatementTemplate {
  title: string;
  body: string;
  topics: string[];
  /** The leagues it fits (a playoff series is not an NFL thing, the Pro Bowl is only one); every league when absent. */
  leagues?: string[];
}

/**
 * A demo prediction. Its choices restate the title's claim in fewer words (every word of a choice is a word of the
 * title), so a prediction never carries a choice that contradicts it: seed.test.ts checks exactly that rule.
 */
export interface PredictionTemplate extends StatementTemplate {
  choices: string[];
}

export const PREDICTIONS: PredictionTemplate[] = [
  {
    title: 'The {team} win the {league} title this year',
    body: 'Depth, health and a favourable path through the playoffs. Nobody else in the {league} matches them when it counts.',
    choices: ['{team} win the title', 'Win the {league} title'],
    topics: ['playoffs'],
  },
  {
    title: '{player} wins MVP this season',
    body: 'The numbers are there, the team is winning and the narrative is writing itself.',
    choices: ['{player} wins MVP', 'Wins MVP'],
    topics: ['awards'],
  },
  {
    title: 'The {team} miss the playoffs',
    body: 'The schedule gets brutal down the stretch and the roster has no answer for it.',
    choices: ['Miss the playoffs', '{team} miss the playoffs'],
    topics: ['playoffs', 'regular-season'],
  },
  {
    title: 'The {team} trade into the top 10 of the {league} draft',
    body: 'They have the picks, the cap room and a front office that loves a splash.',
    choices: ['Trade into the top 10', '{team} trade into the top 10'],
    topics: ['draft'],
  },
  {
    title: '{player} has a career-best season',
    body: 'Healthy, in a bigger role and surrounded by better teammates than ever.',
    choices: ['Career-best season', '{player} has a career-best season'],
    topics: ['regular-season'],
  },
  {
    title: 'The {team} finish with the best record in the {league}',
    body: 'Top five at both ends and the easiest remaining schedule.',
    choices: ['Best record in the {league}', 'Finish with the best record'],
    topics: ['regular-season'],
  },
  {
    title: '{player} makes the All-Star team',
    body: 'Too productive to leave off, whatever the voters think of the market.',
    choices: ['Makes the All-Star team', '{player} makes the All-Star team'],
    topics: ['awards'],
    leagues: ['NBA', 'MLB', 'NHL'],
  },
  {
    title: '{player} makes the Pro Bowl',
    body: 'Too productive to leave off, whatever the voters think of the market.',
    choices: ['Makes the Pro Bowl', '{player} makes the Pro Bowl'],
    topics: ['awards'],
    leagues: ['NFL'],
  },
  {
    title: 'The {team} win their next playoff series in 5 games or fewer',
    body: 'The matchup is lopsided on paper and on tape.',
    choices: ['Win the series in 5 or fewer', 'In 5 games or fewer'],
    topics: ['playoffs'],
    leagues: ['NBA', 'MLB', 'NHL'],
  },
  {
    title: 'The {team} win their next playoff game by 7 points or more',
    body: 'The matchup is lopsided on paper and on tape.',
    choices: ['Win by 7 or more', 'Win by 7 points or more'],
    topics: ['playoffs'],
    leagues: ['NFL'],
  },
];

export const OPINIONS: StatementTemplate[] = [
  {
    title: '{player} is the most overrated player in the {league}',
    body: 'Great stats, empty calories. Watch them when the game is close.',
    topics: ['regular-season'],
  },
  {
    title: 'The {team} front office has no plan',
    body: 'Three coaches in four years and a roster built for a different era.',
    topics: ['draft'],
  },
  {
    title: 'The {league} regular season is far too long',
    body: 'Cut it by a fifth and every game would matter again.',
    topics: ['regular-season'],
  },
  {
    title: 'The {league} awards voting needs a total overhaul',
    body: 'Voters reward narratives over impact, every single year.',
    topics: ['awards'],
  },
  {
    title: 'The {team} are the most fun team to watch right now',
    body: 'Pace, chaos and a young core that plays like it has nothing to lose.',
    topics: ['regular-season'],
  },
  {
    title: '{player} should be traded before the deadline',
    body: 'Sell high. The window with this roster is closed.',
    topics: ['regular-season'],
  },
  {
    title: 'The {league} draft order rewards the wrong teams',
    body: 'Tanking is a strategy because the league keeps paying for it.',
    topics: ['draft'],
  },
  {
    title: 'The {team} are built for the playoffs, not the regular season',
    body: 'Ignore the record. Their style travels in the postseason.',
    topics: ['playoffs'],
  },
];

export const COMMENTS = [
  'Bookmarking this one. We will see how it ages.',
  'Strong take, but the numbers disagree.',
  'Finally someone said it.',
  'This aged like milk last year, just saying.',
  'Completely agree, the tape does not lie.',
  'Hard disagree. Look at the schedule again.',
  'Receipts saved.',
  'Bold. I respect it.',
  'The injury report says otherwise.',
  'You might be a year early on this.',
  'Counterpoint: the bench is thin.',
  'This is the content I am here for.',
];

export const REPLIES = [
  'Agreed.',
  'No way, have you watched them lately?',
  'Fair point, but the sample size is small.',
  'Come back to this thread in a month.',
  'That is exactly what I said last week.',
  'The numbers back you up here.',
];

export const OUTCOME_NOTES: Record<string, string[]> = {
  correct: ['Called it.', 'Confirmed by the official result.', 'Right on the money.'],
  incorrect: ['Missed by a mile.', 'An injury changed everything.', 'Not this year.'],
  push: ['Too close to call: the line landed exactly.', 'Season cut short; no decision.'],
};

/** Templates for demo statements and comments; {team}, {player} and {league} are filled from the catalogue. */

export interface PredictionTemplate {
  title: string;
  body: string;
  choices: string[];
  topics: string[];
}

export const PREDICTIONS: PredictionTemplate[] = [
  {
    title: 'The {team} win the {league} title this year',
    body: 'Depth, health and a favourable bracket. Nobody in the conference matches them over a seven-game series.',
    choices: ['Yes', 'Champions', 'Lose in the final'],
    topics: ['playoffs'],
  },
  {
    title: '{player} takes home MVP',
    body: 'The numbers are there, the team is winning and the narrative is writing itself.',
    choices: ['Wins MVP', 'Top 3 finish'],
    topics: ['awards'],
  },
  {
    title: 'The {team} miss the playoffs',
    body: 'The schedule gets brutal after the break and the roster has no answer for it.',
    choices: ['Miss', 'Play-in exit'],
    topics: ['playoffs', 'regular-season'],
  },
  {
    title: 'The {team} trade up in the draft',
    body: 'They have the picks, the cap room and a front office that loves a splash.',
    choices: ['Trade into the top 5', 'Trade into the top 10'],
    topics: ['draft'],
  },
  {
    title: '{player} breaks the franchise scoring record this season',
    body: 'On pace by a comfortable margin if the minutes hold.',
    choices: ['Breaks it', 'Falls short'],
    topics: ['regular-season'],
  },
  {
    title: 'The {team} finish with the best record in the {league}',
    body: 'Top-five on both ends and the easiest remaining schedule.',
    choices: ['Best record', 'Top 2'],
    topics: ['regular-season'],
  },
  {
    title: '{player} wins Rookie of the Year',
    body: 'Usage is climbing every month and the efficiency has not dipped.',
    choices: ['Wins', 'Finalist'],
    topics: ['awards'],
  },
  {
    title: 'The {team} win their next playoff series in five games or fewer',
    body: 'The matchup is lopsided on paper and on tape.',
    choices: ['In 4', 'In 5'],
    topics: ['playoffs'],
  },
];

export const OPINIONS: { title: string; body: string; topics: string[] }[] = [
  {
    title: '{player} is the most overrated player in the {league}',
    body: 'Great stats, empty calories. Watch the fourth quarters.',
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
    title: 'The {league} draft lottery rewards the wrong teams',
    body: 'Tanking is a strategy because the league keeps paying for it.',
    topics: ['draft'],
  },
  {
    title: 'The {team} are built for the playoffs, not the regular season',
    body: 'Ignore the record. Their half-court offence travels in May.',
    topics: ['playoffs'],
  },
];

export const COMMENTS = [
  'Bookmarking this one. We will see in June.',
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
  correct: ['Called it.', 'Confirmed after the final game of the series.', 'Right on the money.'],
  incorrect: ['Missed by a mile.', 'An injury changed everything.', 'Not this year.'],
  push: ['Too close to call: the line landed exactly.', 'Season cut short; no decision.'],
};

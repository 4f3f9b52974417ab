/** Fictional commentators, podcasts and shows for the demo seed. Any likeness to real people is accidental. */

export const COMMENTATOR_NAMES = [
  'Marcus Delaney',
  'Tasha Whitmore',
  'Ron Castellanos',
  'Keisha Oduya',
  'Brett Halloran',
  'Nina Vasquez',
  'Derek Ambrose',
  'Priya Raman',
  'Terrence Boyd',
  'Lauren McCaskill',
  'Jamal Pettiford',
  'Sofia Lindqvist',
  'Grant Okoye',
  'Mallory Keane',
  'Victor Salazar',
  'Dana Prescott',
  'Eddie Tran',
  'Carmen Ruiz-Hale',
  'Howard Blaylock',
  'Renee Fontaine',
  'Isaac Mbeki',
  'Courtney Sheffield',
  'Tony Marchetti',
  'Alicia Brennan',
  'Wes Thornton',
  'Monique Gaspard',
  'Kyle Rasmussen',
  'Harper Quinlan',
  'Desmond Achebe',
  'Gina Lopresti',
  'Sam Whitaker',
  'Yuki Hanamura',
  'Phil Dorsey',
  'Bianca Ferraro',
];

export const COMMENTATOR_BIOS = [
  'Former scout who still keeps a notebook of every late-game possession.',
  'Numbers first, narratives second. Ten years of charting plays by hand.',
  'Covered three dynasties and two rebuilds; believes in neither hype nor panic.',
  'Beat reporter turned analyst. Known for calling trades before they happen.',
  'Ex-player with strong opinions on effort, spacing and post-game handshakes.',
  'Fantasy champion, contrarian by trade, and proud owner of many receipts.',
];

/** A podcast's category in podcast directories: the sport of its league, or Fantasy Sports for the fantasy shows. */
export const SPORT_OF_LEAGUE: Record<string, string> = { NBA: 'Basketball', NFL: 'Football', MLB: 'Baseball', NHL: 'Hockey' };
export const FANTASY = 'Fantasy Sports';

export const PODCASTS: [name: string, league: string, fantasy?: 'fantasy'][] = [
  ['The Hardwood Ledger', 'NBA'],
  ['Backcourt Bulletin', 'NBA'],
  ['Twelve Seconds Left', 'NBA'],
  ['Paint Touches Podcast', 'NBA'],
  ['Glass Cleaners', 'NBA'],
  ['Overtime Omens', 'NBA', 'fantasy'],
  ['Fourth and Forever', 'NFL'],
  ['Nickel Package Pod', 'NFL'],
  ['Pocket Presence', 'NFL'],
  ['Blitz Pickup', 'NFL', 'fantasy'],
  ['The Cap Space Hour', 'NFL'],
  ['Bullpen Confessions', 'MLB'],
  ['The Launch Angle Lounge', 'MLB'],
  ['Seventh Inning Scribbles', 'MLB'],
  ['Chin Music Weekly', 'MLB'],
  ['Box Score Poets', 'MLB', 'fantasy'],
  ['The Crease Report', 'NHL'],
  ['Five-Hole Fridays', 'NHL'],
  ['Zamboni Drivers Club', 'NHL'],
  ['Blue Line Banter', 'NHL'],
  ['Sin Bin Sessions', 'NHL'],
  ['Two-Way Contract', 'NHL', 'fantasy'],
];

export const SHOWS: [name: string, league: string][] = [
  ['Full Court Verdict', 'NBA'],
  ['Hardwood Tonight', 'NBA'],
  ['Tip-Off Table', 'NBA'],
  ['Box Score Brawl', 'NBA'],
  ['Gridiron Courtroom', 'NFL'],
  ['Sunday Sideline Session', 'NFL'],
  ['Hash Marks Live', 'NFL'],
  ['Draft Room Confidential', 'NFL'],
  ['Diamond Desk', 'MLB'],
  ['Extra Innings Exchange', 'MLB'],
  ['The Dugout Docket', 'MLB'],
  ['Trade Deadline Watch', 'MLB'],
  ['Ice Time Tonight', 'NHL'],
  ['Line Change Live', 'NHL'],
  ['The Power Play Panel', 'NHL'],
  ['Neutral Zone Nightly', 'NHL'],
];

export const PODCAST_NETWORKS = ['Hot Mic Audio', 'Sideline Sound Co.', 'Bleacher Wave Media', 'Overtime Pod Network', 'Independent'];
export const SHOW_NETWORKS = ['Arena Sports Network', 'Channel Nine Sports', 'Scoreline TV', 'Metro Sports Live', 'ProView Sports'];
export const SHOW_FORMATS = ['Studio Debate', 'Talk Show', 'Highlights & Analysis', 'Magazine', 'Live Panel'];
export const TIMESLOTS = ['Weeknights 7 PM ET', 'Sundays 11 AM ET', 'Weekdays 4 PM ET', 'Saturdays 9 PM ET', 'Mon & Thu 10 PM ET'];
export const PODCAST_ROLES = ['Host', 'Co-host', 'Contributor', 'Guest Analyst'];
export const SHOW_ROLES = ['Host', 'Co-host', 'Analyst', 'Panelist', 'Insider'];

export const VIDEO_TITLES = [
  'Ranking every contender after the deadline',
  'Why the {league} MVP race is already over',
  'Five bold calls for the second half',
  'Film room: the play that decided last night',
  'Overreactions and underreactions of the week',
  'Trade machine live: fixing three rosters',
  'Answering your hottest takes',
  'Mock draft 3.0 with a twist',
];

export const DEMO_USERS = [
  'Jordan Reyes',
  'Avery Kim',
  'Mia Castillo',
  'Noah Brennan',
  'Zoe Achterberg',
  'Ethan Mwangi',
  'Lily Okonkwo',
  'Caleb Strand',
  'Harper Lindstrom',
  'Owen Park',
  'Chloe Abernathy',
  'Mateo Silva',
  'Grace Fairweather',
  'Leo Novak',
  'Ruby Takahashi',
  'Isaac Holmgren',
  'Nora Delgado',
  'Eli Whitcombe',
  'Aria Sandoval',
  'Felix Oyelaran',
];

export const USER_BIOS = [
  'Season-ticket holder since the dark years.',
  'I post receipts so you do not have to.',
  'Fantasy league commissioner, amateur statistician.',
  'Armchair GM. Trade ideas are free.',
  '',
];

import type { Player, Team } from '@receipts/contract';
import { CATALOG } from '@receipts/contract/catalog';
import type { Random } from './prng';
import type { StatementTemplate } from './statement-data';

/** What a demo statement is about: a league, one of its teams and one of that team's players. */
export interface Subject {
  league: string;
  team: Team;
  player: Player;
}

export function pickSubject(random: Random, league: string): Subject {
  const team = random.pick(CATALOG.teams.filter((t) => t.league === league));
  const player = random.pick(CATALOG.players.filter((p) => p.team === team.id));
  return { league, team, player };
}

/** The templates that fit a league. */
export const templatesFor = <T extends StatementTemplate>(templates: readonly T[], league: string): T[] =>
  templates.filter((template) => !template.leagues || template.leagues.includes(league));

export const fillTemplate = (text: string, { league, team, player }: Subject) =>
  text.replaceAll('{team}', team.name).replaceAll('{player}', player.name).replaceAll('{league}', league);

/**
 * The catalogue links a statement from a template gets: the team whenever it names the team or one of its players,
 * the player when it names them; a statement about the whole league links neither.
 */
export function linksOf(template: StatementTemplate, subject: Subject): { teamA: string | null; player: string | null } {
  const namesPlayer = template.title.includes('{player}');
  const namesTeam = namesPlayer || template.title.includes('{team}');
  return { teamA: namesTeam ? subject.team.id : null, player: namesPlayer ? subject.player.id : null };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A prediction's choice fits its title when it restates the claim: every word of the choice is a word of the title. */
export function choiceFitsTitle(title: string, choice: string): boolean {
  const titleWords = new Set(words(title));
  const choiceWords = words(choice);
  return choiceWords.length > 0 && choiceWords.every((word) => titleWords.has(word));
}

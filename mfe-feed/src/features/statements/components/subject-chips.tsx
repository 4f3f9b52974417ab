import { Link } from 'react-router-dom';
import type { Statement } from '@receipts/shared';
import './subject-chips.css';

export type SubjectKind = 'league' | 'team' | 'player';

export const SUBJECT_LABEL: Record<SubjectKind, string> = { league: 'League', team: 'Team', player: 'Player' };

interface Subject {
  kind: SubjectKind;
  id: string;
  name: string;
}

/** What a statement is about, broadest first: its league, team and player, each with a catalogue name. */
export function subjectsOf(statement: Statement): Subject[] {
  const subjects: Subject[] = [];
  if (statement.league) subjects.push({ kind: 'league', id: statement.league, name: statement.league });
  if (statement.team_a && statement.team_name) subjects.push({ kind: 'team', id: statement.team_a, name: statement.team_name });
  if (statement.player && statement.player_name) subjects.push({ kind: 'player', id: statement.player, name: statement.player_name });
  return subjects;
}

/** The home feed filtered by one subject: `/?team=nfl-bills`. */
export const subjectFeedPath = (kind: SubjectKind, id: string) => `/?${new URLSearchParams({ [kind]: id }).toString()}`;

/**
 * A statement's league, team and player as chips, each a link to the feed filtered by it. On phones each link is a
 * 44 × 44 px target (the chip sits inside it); on a card the row scrolls sideways rather than adding a line.
 */
export function SubjectChips({ statement, variant = 'detail' }: { statement: Statement; variant?: 'card' | 'detail' }) {
  const subjects = subjectsOf(statement);
  if (!subjects.length) return null;
  return (
    <ul className={`subject-chips subject-chips--${variant}`} aria-label="About">
      {subjects.map((subject) => (
        <li key={subject.kind}>
          <Link className="subject-chips__link" to={subjectFeedPath(subject.kind, subject.id)}>
            <span className="rc-chip rc-chip--outlined">
              <span className="rc-visually-hidden">{SUBJECT_LABEL[subject.kind]}: </span>
              {subject.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

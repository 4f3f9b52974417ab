import type { Achievement } from '../api/achievements';
import './achievements.css';

/** Every badge: earned ones first as they are listed, locked ones with the rule that unlocks them and the progress. */
export function AchievementsList({ achievements, label }: { achievements: Achievement[]; label: string }) {
  return (
    <ul className="achievements" aria-label={label}>
      {achievements.map((badge) => (
        <li key={badge.id} className={`achievement${badge.earned ? ' achievement--earned' : ''}`} aria-label={badge.name}>
          <span className="achievement__mark" aria-hidden="true">
            {badge.earned ? '★' : '☆'}
          </span>
          <div>
            <p className="achievement__name">
              {badge.name} <span className="achievement__state">{badge.earned ? 'Unlocked' : 'Locked'}</span>
            </p>
            <p className="achievement__rule">{badge.rule}</p>
            {!badge.earned && (
              <p className="achievement__progress">
                {badge.progress.current} of {badge.progress.target}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export { unlockedText } from '../api/achievements';

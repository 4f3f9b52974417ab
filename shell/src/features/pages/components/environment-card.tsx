import { Card } from '@receipts/shared';
import { activeRemotes, peekBootData } from '../../../federation';

/**
 * The page's environment: which version of each remote this browser is served, whether it is a canary, and the
 * browser's canary seed (sticky: kept in the receipts_seed cookie). What support asks for when one fan sees
 * something another does not.
 */
export function EnvironmentCard() {
  const boot = peekBootData();
  if (!boot) return null;
  const remotes = activeRemotes(boot);
  return (
    <Card>
      <h2>Environment</h2>
      <dl className="rc-facts" aria-label="Environment">
        <dt>Environment</dt>
        <dd>{boot.config.environment}</dd>
        <dt>Canary seed</dt>
        <dd>{boot.seed ?? 'none'}</dd>
        {Object.entries(remotes).map(([name, location]) => {
          const area = location.area || boot.remotes[name]?.area || name;
          const served = `${location.version ?? 'unknown version'}${location.channel ? ` (${location.channel})` : ''}`;
          return [<dt key={`${name}-dt`}>{`${name} (${area})`}</dt>, <dd key={`${name}-dd`}>{served}</dd>];
        })}
      </dl>
    </Card>
  );
}

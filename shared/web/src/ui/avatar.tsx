import { useState } from 'react';
import { initialOf } from '../helpers/names';

/**
 * A photo, or the first letter of the name (or the kind's fallback letter) when there is none or it fails to load.
 * The photo is decorative (alt="") because the name is always printed beside it: repeating it as alt text makes a
 * screen reader say every name twice. Pass `label` only where the picture itself is the subject (an entity's page,
 * the staff's avatar screen).
 */
export function Avatar({
  src,
  name,
  fallback = '?',
  size = 32,
  label,
}: {
  src?: string | null;
  name?: string | null;
  fallback?: string;
  size?: number;
  /** The photo's alt text, when the picture is what the fan looks at; decorative otherwise. */
  label?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failed !== src;
  return (
    <span className="rc-avatar" style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {showPhoto ? (
        // Lazy: fetched once laid out, after the text has painted. On a first load a list's photos (25 on
        // /commentators) otherwise take the phone's connections and bandwidth from the page's stylesheets and text.
        <img src={src ?? undefined} alt={label ?? ''} loading="lazy" onError={() => setFailed(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialOf(name, fallback)}</span>
      )}
    </span>
  );
}

import { useState } from 'react';
import { initialOf } from '../helpers/names';

/** A photo, or the first letter of the name (or the kind's fallback letter) when there is none or it fails to load. */
export function Avatar({
  src,
  name,
  fallback = '?',
  size = 32,
}: {
  src?: string | null;
  name?: string | null;
  fallback?: string;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = Boolean(src) && failed !== src;
  return (
    <span className="rc-avatar" style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {showPhoto ? (
        <img src={src ?? undefined} alt={name ?? ''} onError={() => setFailed(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialOf(name, fallback)}</span>
      )}
    </span>
  );
}

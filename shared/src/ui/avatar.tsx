import { initialOf } from '../helpers/names';

/** A photo, or the first letter of the name (or the kind's fallback letter) when there is none. */
export function Avatar({ src, name, fallback = '?', size = 32 }: {
  src?: string | null;
  name?: string | null;
  fallback?: string;
  size?: number;
}) {
  return (
    <span className="rc-avatar" style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {src ? <img src={src} alt={name ?? ''} /> : <span aria-hidden="true">{initialOf(name, fallback)}</span>}
    </span>
  );
}

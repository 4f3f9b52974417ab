/**
 * Demo pictures drawn by this server: people get initials on a colour, podcasts and shows get shapes,
 * videos get a thumbnail card. Each is an SVG that depends only on its seed, so the same person always looks the
 * same, and nothing is loaded from another site (offline machines, privacy-minded networks, img-src 'self').
 */
export const DEMO_IMAGES_PREFIX = '/demo-images';
export const DEMO_IMAGE_STYLES = ['person', 'shape', 'video'] as const;
export type DemoImageStyle = (typeof DEMO_IMAGE_STYLES)[number];
/** What a seed may be: it ends up in a file name and (as initials) in the SVG, so nothing that needs escaping. */
export const DEMO_SEED = /^[A-Za-z0-9_-]{1,64}$/;

export const demoImageUrl = (style: DemoImageStyle, seed: string) => `${DEMO_IMAGES_PREFIX}/${style}/${seed}.svg`;

// Dark enough for white text at WCAG AA (4.5:1) on every one.
const PALETTE = ['#1f5eff', '#7a3cc8', '#b3261e', '#0b7a55', '#8a5a00', '#0d6b8c', '#a1306b', '#4a5a6a', '#2e7d32', '#5b4bd6'];

/** FNV-1a: a small stable hash, so a seed picks the same colours and shapes on every machine. */
function hash(text: string, salt = 0): number {
  let value = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const colour = (seed: string, salt: number) => PALETTE[hash(seed, salt) % PALETTE.length];

/** 'zach-lowe' → 'ZL', 'hoopsfan' → 'H'. */
export function initialsOf(seed: string): string {
  const parts = seed.split(/[-_]+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((part) => part[0].toUpperCase())
      .join('') || '?'
  );
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

function person(seed: string): string {
  const text = initialsOf(seed);
  return svg(
    128,
    128,
    `<rect width="128" height="128" fill="${colour(seed, 1)}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui,Segoe UI,Helvetica,Arial,sans-serif" font-size="${text.length > 1 ? 50 : 60}" font-weight="600">${text}</text>`,
  );
}

function shape(seed: string): string {
  const pick = (salt: number, range: number) => hash(seed, salt) % range;
  const shapes = [
    `<circle cx="${40 + pick(3, 48)}" cy="${40 + pick(4, 48)}" r="${22 + pick(5, 18)}" fill="#fff" fill-opacity=".85"/>`,
    `<rect x="${16 + pick(6, 56)}" y="${16 + pick(7, 56)}" width="${30 + pick(8, 26)}" height="${30 + pick(9, 26)}" rx="6" fill="${colour(seed, 10)}" fill-opacity=".9" transform="rotate(${pick(11, 90)} 64 64)"/>`,
    `<path d="M${20 + pick(12, 30)} ${108 - pick(13, 20)}L64 ${18 + pick(14, 30)}L${108 - pick(15, 30)} ${108 - pick(16, 20)}Z" fill="#000" fill-opacity=".18"/>`,
  ];
  const order = pick(17, 2) === 0 ? shapes : [shapes[1], shapes[0], shapes[2]];
  return svg(128, 128, `<rect width="128" height="128" fill="${colour(seed, 2)}"/>${order.join('')}`);
}

function video(seed: string): string {
  return svg(
    480,
    270,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(seed, 20)}"/><stop offset="1" stop-color="${colour(seed, 21)}"/></linearGradient></defs>` +
      `<rect width="480" height="270" fill="url(#g)"/>` +
      `<circle cx="240" cy="135" r="42" fill="#000" fill-opacity=".45"/><path d="M226 112v46l38-23z" fill="#fff"/>`,
  );
}

const DRAW: Record<DemoImageStyle, (seed: string) => string> = { person, shape, video };

/** The picture for a style and seed, or null when either is not one this server draws. */
export function drawDemoImage(style: string, seed: string): string | null {
  if (!(DEMO_IMAGE_STYLES as readonly string[]).includes(style) || !DEMO_SEED.test(seed)) return null;
  return DRAW[style as DemoImageStyle](seed);
}

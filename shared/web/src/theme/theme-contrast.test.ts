import { readFileSync } from 'node:fs';
import path from 'node:path';

// WCAG 2.1 AA contrast of the theme's text/background pairs in both modes: the same check axe makes
// in e2e/tests/accessibility.spec.ts, here at the token level so a new colour fails in seconds, not in a browser.

const css = readFileSync(path.join(__dirname, 'theme.css'), 'utf8');

function tokens(selector: string): Record<string, string> {
  const body = new RegExp(`${selector.replace(/[[\]]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/--rc-([\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name, value]));
}

const light = tokens("[data-theme='light']");
const dark = { ...light, ...tokens("[data-theme='dark']") };

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
/** `color-mix(in srgb, colour share%, transparent)` painted over `base`. */
const tint = (colour: string, share: number, base: string): Rgb => {
  const [c, b] = [rgb(colour), rgb(base)];
  return c.map((value, index) => value * share + b[index] * (1 - share)) as Rgb;
};
const luminance = ([r, g, b]: Rgb) => {
  const linear = (value: number) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

const TEXT = ['text', 'text-muted', 'primary', 'success', 'danger', 'hot'];
const BACKGROUNDS = ['bg', 'surface', 'surface-2'];
const ACCENTS = ['primary', 'success', 'danger', 'hot', 'text-muted'];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme contrast (4.5:1 for text)', (_mode, theme) => {
  const pairs: [string, Rgb, Rgb][] = [
    ...TEXT.flatMap((text) => BACKGROUNDS.map((bg): [string, Rgb, Rgb] => [`${text} on ${bg}`, rgb(theme[text]), rgb(theme[bg])])),
    ['primary-text on primary', rgb(theme['primary-text']), rgb(theme.primary)],
    // Status chips: <Chip color> paints the status colour behind --rc-on-accent text.
    ...ACCENTS.map((accent): [string, Rgb, Rgb] => [`on-accent on ${accent}`, rgb(theme['on-accent']), rgb(theme[accent])]),
    ['danger on danger-bg', rgb(theme.danger), rgb(theme['danger-bg'])],
    ['text on warning-bg', rgb(theme.text), rgb(theme['warning-bg'])],
    // The sidebar's active link and the success alert: the colour on its own tint (shell sidebar.css, theme.css).
    ['primary on its 14% tint', rgb(theme.primary), tint(theme.primary, 0.14, theme.surface)],
    ['success on its 15% tint', rgb(theme.success), tint(theme.success, 0.15, theme.bg)],
  ];

  it.each(pairs)('%s', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'theme.css'), 'utf8');
const rule = (selector: string) => new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe('theme.css', () => {
  it('lets long unbroken words and URLs wrap anywhere in .rc-wrap (user text in cards, comments, titles)', () => {
    expect(rule('.rc-wrap')).toMatch(/overflow-wrap:\s*anywhere/);
    expect(rule('.rc-wrap')).toMatch(/min-width:\s*0/);
  });
  it('lets a card shrink inside flex and grid layouts', () => {
    expect(rule('.rc-card')).toMatch(/min-width:\s*0/);
  });
});

/** Every stylesheet of every package (shared, the shell and the remotes), outside builds and dependencies. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'coverage'].includes(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('the type scale', () => {
  it('is the only source of font sizes in every package', () => {
    const root = path.join(__dirname, '../../../..');
    const packages = ['shared/web', ...readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-'))];
    const files = packages.flatMap((name) => stylesheets(path.join(root, name, 'src')));
    expect(files.length).toBeGreaterThan(20);
    const offScale = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-size:\s*([^;]+);/g)]
        .map((match) => match[1].trim())
        .filter((value) => !/^var\(--rc-text-(2xs|xs|sm|md|lg|xl|2xl|3xl)\)$/.test(value))
        .map((value) => `${path.relative(root, file)}: ${value}`),
    );
    expect(offScale).toEqual([]);
  });

  it("defines each step in rem, so a fan's own text size scales the site", () => {
    for (const step of ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'])
      expect(css).toMatch(new RegExp(`--rc-text-${step}: [0-9.]+rem;`));
  });
});

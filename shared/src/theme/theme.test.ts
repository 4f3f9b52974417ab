import { readFileSync } from 'node:fs';
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

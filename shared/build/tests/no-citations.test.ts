/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

/**
 * Code and docs explain themselves: a clone has no issue tracker and no product spec, so a tracker number or a spec
 * section number tells its reader nothing. Say the reason in words, or link a page of docs/. The pattern and the
 * examples below are built from pieces so that this file does not match itself.
 */
const SECTION = '\u00a7';
const ISSUE = ['iss', 'ue'].join('');
const CITATION = new RegExp(`\\b${ISSUE}s? #?\\d+|\\bspec ${SECTION}|${SECTION} ?\\d`, 'i');

/** The kinds of tracked file a reader reads: source, styles, configs, scripts and docs. */
const CHECKED = /\.(ts|tsx|mjs|cjs|js|css|cfg|sh|json|md|sql)$/;

function citingLines(): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => CHECKED.test(file));
  return tracked.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      return []; // deleted in the work tree, not yet in the index
    }
    return text.split('\n').flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
  });
}

describe('citations of documents a clone does not have', () => {
  it('finds none in tracked source and docs', () => {
    expect(citingLines()).toEqual([]);
  }, 60_000);

  it('recognises each form it forbids, and leaves ordinary words alone', () => {
    const cited = [
      `(${ISSUE} 26)`,
      `I${ISSUE.slice(1)} 14: tokens`,
      `${ISSUE} #8`,
      `${ISSUE}s 24–28`,
      `spec ${SECTION}4`,
      `(${SECTION}2.8)`,
    ];
    expect(cited.filter((text) => !CITATION.test(text))).toEqual([]);
    const plain = [`a known ${ISSUE}`, `t${ISSUE} 3`, `the ${ISSUE}s list`, `see github.com/o/r/${ISSUE}s/12`];
    expect(plain.filter((text) => CITATION.test(text))).toEqual([]);
  });
});

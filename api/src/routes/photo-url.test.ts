// @engine-agnostic: a pure check of photo URLs against the config (runs in the PostgreSQL pass only when both run: api/scripts/run-tests.mjs).
import { loadConfig } from '../config';
import { photoUrlProblem } from './photo-url';

const config = loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'http://localhost:8080', STORAGE_HOST: 'localhost:8080' });

describe('photo URLs on this origin', () => {
  it('must point under /uploads/, even when STORAGE_HOST names this very host', () => {
    expect(photoUrlProblem('http://localhost:8080/uploads/shows/x/1-face.png', config)).toBeNull();
    for (const url of [
      'http://localhost:8080/api/auth/test-create-user/',
      'http://localhost:8080/api/auth/logout/',
      'http://localhost:8080/uploads/../api/auth/logout/',
      'http://localhost:8080/uploads/%2e%2e/api/auth/logout/',
      'http://localhost:8080/',
    ]) {
      expect(photoUrlProblem(url, config)).toBe("The photo URL must point at this site's uploads.");
    }
  });

  it('are http(s) only', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://localhost:8080/uploads/a.png']) {
      expect(photoUrlProblem(url, config)).toBe('The photo URL must use https.');
    }
  });
});

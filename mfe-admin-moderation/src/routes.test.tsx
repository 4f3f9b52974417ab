import { isRoutePattern } from '@receipts/shared';
import routePatterns from './route-patterns.json';
import { pages } from './routes';

/**
 * route-patterns.json is what this remote declares in its manifest (`routes`): the shell and the server route
 * exactly these paths to it, from the deployed build. The pages must be exactly those paths.
 */
describe('mfe_admin_moderation routes', () => {
  it('exposes a page for exactly the paths it declares', () => {
    expect(Object.keys(pages).sort()).toEqual([...routePatterns].sort());
  });

  it('declares only plain route patterns, each once', () => {
    expect(routePatterns.filter((pattern) => !isRoutePattern(pattern))).toEqual([]);
    expect(new Set(routePatterns).size).toBe(routePatterns.length);
  });
});

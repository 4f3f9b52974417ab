import { defaultShareScope, keepLoadedVersions, useShareScopeForTests, type ShareScope } from './share-scope';

const version = (from: string, loaded?: number | boolean) => ({ get: () => `${from}-module`, from, ...(loaded === undefined ? {} : { loaded }) });

afterEach(() => useShareScopeForTests(null));

describe('keepLoadedVersions', () => {
  it("keeps only the loaded version of a module the shell already uses, even when a remote brings a newer one", () => {
    const scope: ShareScope = {
      react: { '19.1.0': version('shell', 1), '19.2.0': version('mfe_feed'), '18.3.1': version('mfe_old') },
    };
    keepLoadedVersions(scope);
    expect(Object.keys(scope.react)).toEqual(['19.1.0']);
    expect(scope.react['19.1.0'].from).toBe('shell');
  });

  it('treats loaded: true like a load count', () => {
    const scope: ShareScope = { zustand: { '5.0.5': version('mfe_feed'), '5.0.4': version('shell', true) } };
    keepLoadedVersions(scope);
    expect(Object.keys(scope.zustand)).toEqual(['5.0.4']);
  });

  it('leaves modules nobody has loaded yet to the normal version negotiation', () => {
    const scope: ShareScope = {
      'react-dom': { '19.1.0': version('shell'), '19.2.0': version('mfe_feed') },
      react: { '19.1.0': version('shell', 1), '19.2.0': version('mfe_feed') },
    };
    keepLoadedVersions(scope);
    expect(Object.keys(scope['react-dom']).sort()).toEqual(['19.1.0', '19.2.0']);
    expect(Object.keys(scope.react)).toEqual(['19.1.0']);
  });

  it('keeps every loaded version (it never unloads what a page already runs)', () => {
    const scope: ShareScope = { '@receipts/shared': { '0.1.0': version('shell', 1), '0.2.0': version('mfe_feed', 1), '0.3.0': version('x') } };
    keepLoadedVersions(scope);
    expect(Object.keys(scope['@receipts/shared']).sort()).toEqual(['0.1.0', '0.2.0']);
  });

  it('does nothing to an empty scope', () => {
    const scope: ShareScope = {};
    keepLoadedVersions(scope);
    expect(scope).toEqual({});
  });
});

describe('defaultShareScope', () => {
  it('fails clearly outside a webpack federation build', async () => {
    await expect(defaultShareScope()).rejects.toThrow('No federation share scope on this page.');
  });

  it('returns the scope a test installed', async () => {
    const scope: ShareScope = { react: { '19.1.0': version('shell', 1) } };
    useShareScopeForTests(scope);
    await expect(defaultShareScope()).resolves.toBe(scope);
  });
});

import { RemoteVersionError, checkRemoteFits, misfit } from './version-check';
import type { ShareScope } from './version-check';

const get = () => null;
/** The page's scope: the shell's eager singletons (loaded), and what a remote registered on init. */
const scope = (): ShareScope => ({
  react: { '19.1.0': { get, from: 'shell', eager: true, loaded: 1 } },
  '@receipts/shared': { '0.1.0': { get, from: 'shell', eager: true, loaded: 1 }, '2.0.0': { get, from: 'mfe_directory' } },
});

describe('misfit', () => {
  it.each([
    ['19.1.0', '^19.1.0', null],
    ['19.3.1', '^19.1.0', null],
    ['20.0.0', '^19.1.0', 'older'],
    ['19.0.9', '^19.1.0', 'newer'],
    ['0.1.5', '^0.1.0', null],
    ['0.2.0', '^0.1.0', 'older'],
    ['0.0.3', '^0.0.3', null],
    ['0.0.4', '^0.0.3', 'older'],
    ['2.0.0', '2.0.0', null],
    ['2.0.1', '2.0.0', 'older'],
    ['1.9.0', '2.0.0', 'newer'],
    ['1.0.0', '*', null],
    ['1.0.0', '~1.0.0', null],
    ['1.0.0', 'workspace:x', null],
  ])('%s against %s: %s', async (version, range, expected) => {
    await expect(misfit(version, range)).resolves.toBe(expected);
  });
});

describe('checkRemoteFits', () => {
  it("lets a remote through whose needs the page's loaded singletons meet", async () => {
    await expect(
      checkRemoteFits('mfe_feed', { requires: { react: '^19.0.0', '@receipts/shared': '^0.1.0' }, sharedContract: 0 }, scope()),
    ).resolves.toBeUndefined();
    // A remote that declares nothing (built before declarations) is not judged.
    await expect(checkRemoteFits('mfe_feed', {}, scope())).resolves.toBeUndefined();
  });

  it('refuses a remote built for a newer major of the @receipts/shared contract, whatever it registered itself', async () => {
    const check = () => checkRemoteFits('mfe_directory', { requires: { '@receipts/shared': '^2.0.0' }, sharedContract: 2 }, scope());
    await expect(check()).rejects.toThrow(RemoteVersionError);
    await expect(check()).rejects.toThrow('mfe_directory was built for @receipts/shared contract 2; this site runs contract 0.');
    await expect(check()).rejects.toMatchObject({ remote: 'mfe_directory', direction: 'newer' });
  });

  it('refuses a remote whose singleton range the page cannot meet, saying which way', async () => {
    await expect(checkRemoteFits('mfe_feed', { requires: { react: '^20.0.0' } }, scope())).rejects.toThrow(
      'mfe_feed needs react ^20.0.0; this site runs 19.1.0.',
    );
    await expect(checkRemoteFits('mfe_feed', { requires: { react: '^20.0.0' } }, scope())).rejects.toMatchObject({ direction: 'newer' });
    await expect(checkRemoteFits('mfe_feed', { requires: { react: '^18.2.0' } }, scope())).rejects.toMatchObject({ direction: 'older' });
    await expect(checkRemoteFits('mfe_feed', { requires: { react: '^18.2.0' } }, scope())).rejects.toThrow(RemoteVersionError);
  });

  it('does not judge a package the page does not share', async () => {
    await expect(checkRemoteFits('mfe_feed', { requires: { 'date-fns': '^9.0.0' } }, scope())).resolves.toBeUndefined();
    // Nor a range that is not a string (a hand-edited map).
    await expect(checkRemoteFits('mfe_feed', { requires: { react: 20 as unknown as string } }, scope())).resolves.toBeUndefined();
  });
});

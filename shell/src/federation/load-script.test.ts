import { loadScript, withTimeout } from './load-script';

const URL_A = 'https://receipts.example/remotes/mfe-feed/remoteEntry.js';
const entryScripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[data-receipts-remote="entry"]'));

beforeEach(() => {
  for (const script of entryScripts()) script.remove();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('loadScript', () => {
  it('adds an async classic script for the URL and resolves when it has loaded', async () => {
    jest.useFakeTimers();
    const loading = loadScript(URL_A, 10_000);
    const [script] = entryScripts();
    expect(script.src).toBe(URL_A);
    expect(script.async).toBe(true);
    expect(script.type).toBe('');

    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    // The loaded script stays; its timeout is gone.
    expect(entryScripts()).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects when the script fails to load, and removes the tag', async () => {
    const loading = loadScript(URL_A, 10_000);
    entryScripts()[0].dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`${URL_A} could not be loaded.`);
    expect(entryScripts()).toHaveLength(0);
  });

  it('rejects when the script does not arrive in time, and removes the tag', async () => {
    jest.useFakeTimers();
    const outcome = loadScript(URL_A, 10_000).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(9_999);
    expect(entryScripts()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe(`${URL_A} did not load within 10 s.`);
    expect(entryScripts()).toHaveLength(0);
  });

  it('ignores a script that arrives after its timeout', async () => {
    jest.useFakeTimers();
    const loading = loadScript(URL_A, 1_000);
    const [script] = entryScripts();
    const outcome = loading.catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(1_000);
    script.dispatchEvent(new Event('load'));
    await expect(outcome).resolves.toMatch('did not load within 1 s');
    expect(script.onload).toBeNull();
  });

  it('uses the document it is given', async () => {
    const doc = document.implementation.createHTMLDocument('other');
    const loading = loadScript(URL_A, 10_000, doc);
    const script = doc.head.querySelector('script')!;
    expect(entryScripts()).toHaveLength(0);
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });
});

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());

  it('passes a value through and clears its timer', async () => {
    await expect(withTimeout(Promise.resolve(42), 1_000, 'answer')).resolves.toBe(42);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes an error through and clears its timer', async () => {
    await expect(withTimeout(Promise.reject(new Error('boom')), 1_000, 'answer')).rejects.toThrow('boom');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects when the promise has not settled in time', async () => {
    const outcome = withTimeout(new Promise(() => undefined), 10_000, 'mfe_feed/routes').catch((error: Error) => error.message);
    await jest.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('mfe_feed/routes did not answer within 10 s.');
  });

  it('keeps a value that arrives just in time', async () => {
    let resolve: (value: string) => void = () => undefined;
    const outcome = withTimeout(new Promise<string>((r) => (resolve = r)), 10_000, 'slow');
    await jest.advanceTimersByTimeAsync(9_999);
    resolve('made it');
    await expect(outcome).resolves.toBe('made it');
  });
});

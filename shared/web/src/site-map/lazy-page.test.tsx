import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { isPageLoaded, lazyPage, preloadPage } from './lazy-page';

const Statement = () => <h1>A statement</h1>;

describe('a page in its own chunk', () => {
  it('fetches its code once, then renders at once', async () => {
    const load = jest.fn(() => Promise.resolve(Statement));
    const Page = lazyPage(load);
    expect(isPageLoaded(Page)).toBe(false);
    await Promise.all([preloadPage(Page), preloadPage(Page)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(isPageLoaded(Page)).toBe(true);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'A statement' })).toBeInTheDocument();
  });

  it('fetches it again after a failed fetch (the Retry panel)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Statement);
    const Page = lazyPage(load);
    await expect(preloadPage(Page)).rejects.toThrow('offline');
    expect(isPageLoaded(Page)).toBe(false);
    await preloadPage(Page);
    expect(isPageLoaded(Page)).toBe(true);
  });

  it('waits for its code when rendered before it arrived', async () => {
    let arrive!: (page: typeof Statement) => void;
    const Page = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      arrive(Statement);
      await preloadPage(Page);
    });
    expect(screen.getByRole('heading', { name: 'A statement' })).toBeInTheDocument();
  });

  it('is ready at once when bundled with its remote', async () => {
    expect(isPageLoaded(Statement)).toBe(true);
    await expect(preloadPage(Statement)).resolves.toBeUndefined();
    await expect(preloadPage(undefined)).resolves.toBeUndefined();
  });
});

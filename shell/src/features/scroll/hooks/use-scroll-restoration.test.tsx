import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, useSearchParams, type NavigateFunction } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration';
import { SCROLL_STORAGE_KEY, persistPositions, resetPositions } from './scroll-positions';

let navigate: NavigateFunction;
let setParams: ReturnType<typeof useSearchParams>[1];

function Probe() {
  useScrollRestoration();
  navigate = useNavigate();
  setParams = useSearchParams()[1];
  return null;
}

/** jsdom does not scroll: this window does, as far as scrollY is concerned. */
function fakeScrolling() {
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, next: number) => {
    y = next;
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo);
  const fanScrollsTo = (next: number) =>
    act(() => {
      y = next;
      window.dispatchEvent(new Event('scroll'));
    });
  return { scrollTo, fanScrollsTo, position: () => y };
}

beforeEach(() => {
  sessionStorage.clear();
  resetPositions();
});

describe('useScrollRestoration', () => {
  it('starts a new page at the top and brings Back to where the fan was', () => {
    const scroll = fakeScrolling();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
      </MemoryRouter>,
    );
    scroll.fanScrollsTo(1200);

    act(() => navigate('/statements/7'));
    expect(scroll.position()).toBe(0);
    scroll.fanScrollsTo(300);

    act(() => navigate(-1));
    expect(scroll.position()).toBe(1200);
    act(() => navigate(1));
    expect(scroll.position()).toBe(300);
  });

  it('leaves a replaced entry (a tab, a filter) where it is, and lets an #anchor scroll itself', () => {
    const scroll = fakeScrolling();
    render(
      <MemoryRouter initialEntries={['/predictions']}>
        <Probe />
      </MemoryRouter>,
    );
    scroll.fanScrollsTo(400);
    act(() => setParams({ tab: 'popular' }, { replace: true }));
    expect(scroll.position()).toBe(400);

    scroll.scrollTo.mockClear();
    act(() => navigate('/statements/7#comments'));
    expect(scroll.scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the positions for the tab in sessionStorage when the page goes away', () => {
    const scroll = fakeScrolling();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => navigate('/shows'));
    scroll.fanScrollsTo(640);
    persistPositions();
    const stored = new Map(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]') as [string, number][]);
    expect([...stored.values()]).toContain(640);
  });
});

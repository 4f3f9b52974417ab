import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { captureFirstView, FIRST_VIEW_ELEMENT_ID, FIRST_VIEW_MAX_MS, hasFirstView, useFirstViewHandOff } from './first-view';

/** The overlay as the server writes it into the shell's page (api/src/plugins/site/index-html.ts). */
function serverPage(location: string | null) {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ELEMENT_ID}"><main>${
    location === null ? '<!--receipts:first-view-->' : `<div data-location="${location}"><h1>Server headline</h1></div>`
  }</main></div>`;
}

/** A frame like AppLayout's: its main shows a skeleton until `ready`, then the page. */
function Frame() {
  const main = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const navigate = useNavigate();
  useFirstViewHandOff(main);
  return (
    <>
      <button type="button" onClick={() => setReady(true)}>
        arrive
      </button>
      <button type="button" onClick={() => navigate('/elsewhere')}>
        leave
      </button>
      <main ref={main}>{ready ? <h1>Remote headline</h1> : <div aria-busy="true">Loading</div>}</main>
    </>
  );
}

function renderAt(path: string) {
  const root = document.createElement('div');
  document.body.prepend(root);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Frame />
    </MemoryRouter>,
    { container: root },
  );
}

const overlay = () => document.getElementById(FIRST_VIEW_ELEMENT_ID);

afterEach(() => jest.useRealTimers());

describe('the server-rendered first view', () => {
  it('removes an overlay the server rendered nothing into, at once', () => {
    serverPage(null);
    captureFirstView();
    expect(overlay()).toBeNull();
    expect(hasFirstView()).toBe(false);
  });

  it('stays on screen while the page is busy, and goes in the same frame the page shows its content', async () => {
    serverPage('/?search=x');
    captureFirstView();
    renderAt('/?search=x');
    expect(screen.getByText('Server headline')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'arrive' }).click());
    expect(screen.getByText('Remote headline')).toBeInTheDocument();
    expect(screen.queryByText('Server headline')).toBeNull();
    expect(hasFirstView()).toBe(false);
  });

  it('goes as soon as the fan navigates elsewhere', async () => {
    serverPage('/');
    captureFirstView();
    renderAt('/');
    expect(overlay()).not.toBeNull();
    await act(async () => screen.getByRole('button', { name: 'leave' }).click());
    expect(overlay()).toBeNull();
  });

  it('is not used for another location than the one it was rendered for', () => {
    serverPage('/commentators');
    captureFirstView();
    renderAt('/');
    expect(overlay()).toBeNull();
  });

  it(`gives way after ${FIRST_VIEW_MAX_MS / 1000} s even if the page stays busy`, () => {
    jest.useFakeTimers();
    serverPage('/');
    captureFirstView();
    renderAt('/');
    expect(overlay()).not.toBeNull();
    act(() => jest.advanceTimersByTime(FIRST_VIEW_MAX_MS));
    expect(overlay()).toBeNull();
  });
});

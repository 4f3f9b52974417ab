import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { editsIn, moveKeepingFocus, replayEdits } from './replay-edits';

/** A page with a controlled search box whose state shows below it, and a select. */
function Page() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('popular');
  return (
    <>
      <input aria-label="Search commentators" value={search} onChange={(event) => setSearch(event.target.value)} />
      <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="popular">Popular</option>
        <option value="name">Name</option>
      </select>
      <p>
        searching: {search || '-'}; sorted by {sort}
      </p>
    </>
  );
}

let root: Root | null = null;

/** The server's markup of the page, in the document before any script ran. */
function serverMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('what the fan typed before hydration', () => {
  it("reaches the page's own handlers once hydrated, with focus and caret kept", async () => {
    const container = serverMarkup();
    const box = container.querySelector('input')!;
    box.value = 'hallo';
    box.focus();
    box.setSelectionRange(2, 2);
    container.querySelector('select')!.value = 'name';
    const before = editsIn(container);
    await hydrate(container);
    expect(screen.getByText('searching: -; sorted by popular')).toBeInTheDocument(); // hydrated, not yet told

    act(() => replayEdits(container, before));

    expect(screen.getByText('searching: hallo; sorted by name')).toBeInTheDocument();
    expect(box).toHaveValue('hallo');
    expect(box).toHaveFocus();
    expect(box.selectionStart).toBe(2);
  });

  it('leaves the page alone when nothing was typed', async () => {
    const container = serverMarkup();
    await hydrate(container);
    act(() => replayEdits(container));
    expect(screen.getByText('searching: -; sorted by popular')).toBeInTheDocument();
  });

  it('moves the hydrated page without losing the focus and caret of its field', async () => {
    const container = serverMarkup();
    await hydrate(container);
    const box = container.querySelector('input')!;
    act(() => {
      box.focus();
      box.value = 'abc';
      box.setSelectionRange(1, 1);
    });
    const frame = document.createElement('main');
    document.body.append(frame);
    moveKeepingFocus(container, frame);
    expect(container.parentElement).toBe(frame);
    expect(box).toHaveFocus();
    expect(box.selectionStart).toBe(1);
  });
});

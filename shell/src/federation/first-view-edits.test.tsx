import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { carryOverEdits } from './first-view-edits';

/** The live page: a controlled search box whose state shows below it, and a select. */
function LivePage() {
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

/** The server's first view of the same page, as plain HTML (not hydrated). */
function firstView(): HTMLElement {
  const overlay = document.createElement('div');
  overlay.innerHTML = `
    <input aria-label="Search commentators" value="">
    <select aria-label="Sort"><option value="popular" selected>Popular</option><option value="name">Name</option></select>`;
  document.body.append(overlay);
  return overlay;
}

afterEach(() => document.body.replaceChildren());

describe('carrying typed text from the first view to the live page', () => {
  it("hands the fan's text, choice, focus and caret to the live page's own handlers", () => {
    const overlay = firstView();
    const typed = overlay.querySelector('input')!;
    typed.value = 'hallo';
    typed.focus();
    typed.setSelectionRange(2, 2);
    overlay.querySelector('select')!.value = 'name';
    const { container } = render(<LivePage />);

    carryOverEdits(overlay, container);

    const live = within(container).getByRole('textbox', { name: 'Search commentators' });
    expect(live).toHaveValue('hallo');
    expect(screen.getByText('searching: hallo; sorted by name')).toBeInTheDocument();
    expect(live).toHaveFocus();
    expect((live as HTMLInputElement).selectionStart).toBe(2);
  });

  it('leaves the live page alone when nothing was typed', () => {
    const overlay = firstView();
    const { container } = render(<LivePage />);
    carryOverEdits(overlay, container);
    expect(screen.getByText('searching: -; sorted by popular')).toBeInTheDocument();
    expect(within(container).getByRole('textbox', { name: 'Search commentators' })).not.toHaveFocus();
  });
});

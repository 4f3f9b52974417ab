import '@testing-library/jest-dom';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { holdContent } from '@receipts/testing';
import { useChoiceParam } from './use-tab-param';

const WINDOWS = ['7d', '30d', 'all'] as const;
let monthPage: ReturnType<typeof holdContent>;

/** What the URL's window shows; the 30-day content is still on its way until released. */
function WindowContent() {
  const { search } = useLocation();
  monthPage.suspendWhile(search.includes('window=30d'));
  return <p>Content for {search || 'the default window'}</p>;
}

function WindowPicker() {
  const [window, choose] = useChoiceParam('window', WINDOWS, '7d');
  return (
    <>
      <label>
        Window
        <select value={window} onChange={(event) => choose(event.target.value as (typeof WINDOWS)[number])}>
          {WINDOWS.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      </label>
      <Suspense fallback={<p>Loading</p>}>
        <WindowContent />
      </Suspense>
    </>
  );
}

describe('useChoiceParam', () => {
  beforeEach(() => {
    monthPage = holdContent();
  });

  it('reads the URL, an unknown value as the default', () => {
    render(
      <MemoryRouter initialEntries={['/?window=ALL']}>
        <WindowPicker />
      </MemoryRouter>,
    );
    expect(screen.getByRole('combobox', { name: 'Window' })).toHaveDisplayValue('all');
  });

  it('shows the new choice at once, while the content for it is still on its way, then the URL has it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/?window=bogus']}>
        <WindowPicker />
      </MemoryRouter>,
    );
    expect(screen.getByRole('combobox', { name: 'Window' })).toHaveDisplayValue('7d');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Window' }), '30d');
    expect(screen.getByText('Content for ?window=bogus')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Window' })).toHaveDisplayValue('30d');

    await monthPage.release();
    expect(await screen.findByText('Content for ?window=30d')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Window' }), '7d');
    // The default is written as no parameter.
    expect(await screen.findByText('Content for the default window')).toBeInTheDocument();
  });
});

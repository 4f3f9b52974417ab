import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { formatStatementDate } from './format';
import { DateText, RecentDate } from './date-text';

it('shows a recent date as time ago, with the exact date and time as its tooltip and dateTime', () => {
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
  render(<RecentDate value={tenMinutesAgo} />);
  const time = screen.getByText('10 minutes ago');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', tenMinutesAgo);
  expect(time).toHaveAttribute('title', formatStatementDate(tenMinutesAgo));
});

it('shows an old date in the full date format and nothing for a missing one', () => {
  const { container } = render(
    <>
      <RecentDate value="2025-03-05T12:30:00Z" />
      <RecentDate value={null} />
    </>,
  );
  expect(screen.getByText(formatStatementDate('2025-03-05T12:30:00Z'))).toBeInTheDocument();
  expect(container.querySelectorAll('time')).toHaveLength(1);
});

describe('dates in server-rendered markup', () => {
  it('hold a space on the server and while hydrating, then show the viewer’s date with no mismatch', async () => {
    const at = '2025-03-05T12:30:00Z';
    const page = (
      <p>
        Posted <DateText value={at} /> · <RecentDate value={at} />
      </p>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('Posted \u00a0 · \u00a0');
    const errors = jest.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(container.textContent).toBe(`Posted ${formatStatementDate(at)} · ${formatStatementDate(at)}`);
    expect(container.querySelector('time[title]')).toHaveAttribute('title', formatStatementDate(at));
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
    errors.mockRestore();
  });
});

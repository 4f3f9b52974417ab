import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { formatStatementDate } from './format';
import { RecentDate } from './recent-date';

it('shows a recent date as time ago, with the exact date and time as its tooltip and dateTime', () => {
  const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
  render(<RecentDate value={tenMinutesAgo} />);
  const time = screen.getByText('10 minutes ago');
  expect(time.tagName).toBe('TIME');
  expect(time).toHaveAttribute('dateTime', tenMinutesAgo);
  expect(time).toHaveAttribute('title', formatStatementDate(tenMinutesAgo));
});

it('shows an old date in the spec format and nothing for a missing one', () => {
  const { container } = render(
    <>
      <RecentDate value="2025-03-05T12:30:00Z" />
      <RecentDate value={null} />
    </>,
  );
  expect(screen.getByText(formatStatementDate('2025-03-05T12:30:00Z'))).toBeInTheDocument();
  expect(container.querySelectorAll('time')).toHaveLength(1);
});

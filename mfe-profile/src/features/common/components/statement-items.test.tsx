import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aStatement } from '@receipts/testing';
import { StatementItems } from './statement-items';

describe('StatementItems', () => {
  it('lets a long unbroken title or URL wrap inside its card', () => {
    const title = 'Unbreakable'.repeat(12);
    const body = `https://example.com/${'a'.repeat(60)}`;
    render(
      <MemoryRouter>
        <StatementItems items={[aStatement({ id: 1, title, body })]} label="My Predictions" actions={() => null} />
      </MemoryRouter>,
    );
    const item = screen.getByRole('article', { name: title });
    expect(within(item).getByText(title)).toHaveClass('rc-wrap');
    expect(within(item).getByText(body)).toHaveClass('rc-wrap');
  });

  it('marks a statement moderators hid with their reason (only its author is sent one)', () => {
    const hidden = { ...aStatement({ id: 2, title: 'My hidden take' }), moderation: { state: 'hidden' as const, reason: 'Spam links' } };
    render(
      <MemoryRouter>
        <StatementItems items={[aStatement({ id: 1, title: 'A live take' }), hidden]} label="My Predictions" actions={() => null} />
      </MemoryRouter>,
    );
    expect(within(screen.getByRole('article', { name: 'My hidden take' })).getByRole('status')).toHaveTextContent(
      'Hidden by moderators: Spam links',
    );
    expect(within(screen.getByRole('article', { name: 'A live take' })).queryByRole('status')).not.toBeInTheDocument();
  });
});

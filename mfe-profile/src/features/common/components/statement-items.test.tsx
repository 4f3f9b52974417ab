import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aStatement } from '@receipts/shared/testing';
import { StatementItems } from './statement-items';

describe('StatementItems', () => {
  it('lets a long unbroken title or URL wrap inside its card (issue 13)', () => {
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
});

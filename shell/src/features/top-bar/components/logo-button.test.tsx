import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY, themeStore } from '../../theme';
import { LogoButton } from './logo-button';

beforeEach(() => {
  localStorage.clear();
  act(() => themeStore.getState().setMode('light'));
});

describe('LogoButton', () => {
  it('toggles between light and dark mode, with a different logo per mode, and remembers the choice', async () => {
    render(<LogoButton />);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('img', { name: 'Receipts' })).toHaveAttribute('data-logo', 'light');

    await userEvent.click(screen.getByRole('button', { name: 'Receipts: switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('img', { name: 'Receipts' })).toHaveAttribute('data-logo', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'Receipts: switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});

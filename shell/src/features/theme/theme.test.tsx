import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, readStoredTheme } from './theme-mode';
import { ThemeProvider } from './components/theme-provider';
import { useTheme } from './hooks/use-theme';

function runBootScript() {
  document.documentElement.removeAttribute('data-theme');
  // eslint-disable-next-line no-new-func
  new Function(THEME_BOOT_SCRIPT)();
  return document.documentElement.getAttribute('data-theme');
}

beforeEach(() => localStorage.clear());

describe('display mode persistence (light by default, dark available)', () => {
  it('is light by default', () => {
    expect(runBootScript()).toBe('light');
    expect(readStoredTheme()).toBe('light');
  });

  it('restores a stored dark mode before the app starts', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(runBootScript()).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
  });

  it('treats an unknown stored value as light', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(runBootScript()).toBe('light');
  });

  it("is inlined in the shell's index.html, so there is no flash of the wrong mode", () => {
    const html = readFileSync(join(__dirname, '../../../public/index.html'), 'utf8');
    expect(html).toContain(`<script>${THEME_BOOT_SCRIPT}</script>`);
    expect(html.indexOf(THEME_BOOT_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
  });

  it('ThemeProvider applies the current mode to the document', () => {
    function Mode() {
      return <p>{useTheme().mode}</p>;
    }
    document.documentElement.removeAttribute('data-theme');
    render(
      <ThemeProvider>
        <Mode />
      </ThemeProvider>,
    );
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});

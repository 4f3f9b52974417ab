/** Display mode: light by default, dark available; the choice is kept in localStorage so it survives a reload. */
export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'receipts.theme';
export const DEFAULT_THEME: ThemeMode = 'light';

/**
 * Runs inline in <head> before any CSS paints, so a reload never flashes the wrong mode.
 * shell/public/index.html carries exactly this text (a test keeps the two in sync).
 */
export const THEME_BOOT_SCRIPT =
  "(function(){var m='light';try{if(localStorage.getItem('receipts.theme')==='dark')m='dark'}catch(e){}" +
  "document.documentElement.setAttribute('data-theme',m)})();";

export function readStoredTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function applyTheme(mode: ThemeMode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

export function storeTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode or storage disabled: the choice simply lasts for this page.
  }
}

export { ThemeProvider } from './components/theme-provider';
export { ThemeSwitch } from './components/theme-switch';
export { useTheme } from './hooks/use-theme';
export { themeStore } from './theme-store';
export { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY, DEFAULT_THEME, readStoredTheme } from './theme-mode';
export type { ThemeMode } from './theme-mode';

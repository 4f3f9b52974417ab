import { createStore } from 'zustand/vanilla';
import { applyTheme, readStoredTheme, storeTheme, type ThemeMode } from './theme-mode';

export interface ThemeState {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

export const themeStore = createStore<ThemeState>()((set, get) => ({
  mode: typeof window === 'undefined' ? 'light' : readStoredTheme(),
  setMode(mode) {
    storeTheme(mode);
    applyTheme(mode);
    set({ mode });
  },
  toggle() {
    get().setMode(get().mode === 'dark' ? 'light' : 'dark');
  },
}));

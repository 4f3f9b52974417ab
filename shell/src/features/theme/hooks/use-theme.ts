import { useStore } from 'zustand';
import { themeStore } from '../theme-store';
import type { ThemeMode } from '../theme-mode';

export function useTheme(): { mode: ThemeMode; toggle: () => void; setMode: (mode: ThemeMode) => void } {
  const mode = useStore(themeStore, (state) => state.mode);
  return { mode, toggle: themeStore.getState().toggle, setMode: themeStore.getState().setMode };
}

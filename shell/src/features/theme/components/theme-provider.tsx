import { useEffect, type ReactNode } from 'react';
import { useTheme } from '../hooks/use-theme';
import { applyTheme } from '../theme-mode';

/** Keeps <html data-theme> in step with the stored mode (the boot script set it before first paint). */
export function ThemeProvider({ children }: { children?: ReactNode }) {
  const { mode } = useTheme();
  useEffect(() => applyTheme(mode), [mode]);
  return <>{children}</>;
}

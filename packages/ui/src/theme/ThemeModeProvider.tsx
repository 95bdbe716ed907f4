// Light / dark / system theme, saved in localStorage `theme`, following the OS setting live.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type AppTheme } from './theme';

/** What the user picked. */
export type ThemeMode = 'light' | 'dark' | 'system';

interface ThemeModeValue {
  mode: ThemeMode;
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
  theme: AppTheme;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readMode(storageKey: string): ThemeMode {
  try {
    const saved = localStorage.getItem(storageKey);
    return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(DARK_QUERY).matches
  );
}

/** The theme a mode shows: the mode itself, or the system's for 'system'. */
export function resolveTheme(mode: ThemeMode, systemDark: boolean): 'light' | 'dark' {
  return mode === 'system' ? (systemDark ? 'dark' : 'light') : mode;
}

/** The theme the provider will start in (the saved mode under `storageKey`, else the system's). */
export function themeAtStart(storageKey = 'theme'): 'light' | 'dark' {
  return resolveTheme(readMode(storageKey), systemPrefersDark());
}

/** Provides the styled-components theme and the mode picker; `storageKey` is the spec's `theme`. */
export function ThemeModeProvider({
  children,
  storageKey = 'theme',
}: {
  children: ReactNode;
  storageKey?: string;
}) {
  const [mode, setModeState] = useState<ThemeMode>(() => readMode(storageKey));
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (e: MediaQueryListEvent) => setSystemDark(e.matches);
    query.addEventListener('change', onChange);
    setSystemDark(query.matches);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setMode = useCallback(
    (next: ThemeMode) => {
      setModeState(next);
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        // Storage unavailable: the choice still applies for this visit.
      }
    },
    [storageKey],
  );

  const resolved = resolveTheme(mode, systemDark);
  const theme = resolved === 'dark' ? darkTheme : lightTheme;

  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  const value = useMemo(() => ({ mode, resolved, setMode, theme }), [mode, resolved, setMode, theme]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

/** Current mode, the resolved light/dark, and the setter. */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}

// Light / dark / system theme, saved in localStorage `theme`, following the OS setting live, with
// the Kitchen Theme bought in the Shop (localStorage `kitchen_theme`) over it, and the Mascot Outfit
// Chef Chilli wears (localStorage `mascot_outfit`).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MascotOutfitContext } from '../icons/MascotOutfit';
import { readKitchenTheme, withKitchenTheme } from './kitchen-palettes';
import { darkTheme, lightTheme, type AppTheme } from './theme';
import { DARK_QUERY, readMode, resolveTheme, systemPrefersDark, type ThemeMode } from './theme-at-start';

export { resolveTheme, themeAtStart, type ThemeMode } from './theme-at-start';

interface ThemeModeValue {
  mode: ThemeMode;
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
  theme: AppTheme;
  /** The Kitchen Theme in use on this device, null for none. */
  kitchenTheme: string | null;
  setKitchenTheme: (id: string | null) => void;
  /** The Mascot Outfit Chef Chilli wears on this device, null for none. */
  mascotOutfit: string | null;
  setMascotOutfit: (id: string | null) => void;
}

/** localStorage key of the Mascot Outfit Chef Chilli wears. */
export const MASCOT_OUTFIT_KEY = 'mascot_outfit';

/** A saved choice of this device (null for none or storage refused), and its setter that saves it. */
function useSavedChoice(key: string, read: (key: string) => string | null) {
  // Read after the first render: a page drawn on the server plain hydrates as drawn, then takes it.
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => setValue(read(key)), [key, read]);
  const save = useCallback(
    (id: string | null) => {
      setValue(id);
      try {
        if (id) localStorage.setItem(key, id);
        else localStorage.removeItem(key);
      } catch {
        // Storage unavailable: the choice still applies for this visit.
      }
    },
    [key],
  );
  return [value, save] as const;
}

const readSaved = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** localStorage key of the Kitchen Theme in use. */
export const KITCHEN_THEME_KEY = 'kitchen_theme';

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

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
  const [kitchenTheme, setKitchenTheme] = useSavedChoice(KITCHEN_THEME_KEY, readKitchenTheme);
  const [mascotOutfit, setMascotOutfit] = useSavedChoice(MASCOT_OUTFIT_KEY, readSaved);

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
  const theme = useMemo(
    () => withKitchenTheme(resolved === 'dark' ? darkTheme : lightTheme, kitchenTheme),
    [resolved, kitchenTheme],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = resolved;
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  const value = useMemo(
    () => ({ mode, resolved, setMode, theme, kitchenTheme, setKitchenTheme, mascotOutfit, setMascotOutfit }),
    [mode, resolved, setMode, theme, kitchenTheme, setKitchenTheme, mascotOutfit, setMascotOutfit],
  );
  return (
    <ThemeModeContext.Provider value={value}>
      <MascotOutfitContext.Provider value={mascotOutfit}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </MascotOutfitContext.Provider>
    </ThemeModeContext.Provider>
  );
}

/** Current mode, the resolved light/dark, and the setter. */
export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}

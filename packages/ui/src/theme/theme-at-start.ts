// Which theme a page starts in, without React or styled-components: the shell's entry reads it
// before any shared library runs (whether the pre-rendered light /auth is the visitor's page), and
// ThemeModeProvider starts from it.

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What the user picked. */
export type ThemeMode = 'light' | 'dark' | 'system';

/** The saved mode, 'system' when none (or storage refuses access). */
export function readMode(storageKey: string): ThemeMode {
  try {
    const saved = localStorage.getItem(storageKey);
    return saved === 'light' || saved === 'dark' || saved === 'system' ? saved : 'system';
  } catch {
    return 'system';
  }
}

/** Whether the system asks for dark colours now. */
export function systemPrefersDark(): boolean {
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

// Kitchen Themes (sold in the Shop, names and prices in @fff/domain KITCHEN_THEMES): colour overlays
// on the light and dark palettes, so every component that reads the theme changes with them. Text on
// primary keeps at least WCAG AA contrast (white on the light primaries, near-black on the dark ones).
import type { AppTheme, Palette } from './theme';

type Overlay = Partial<Palette>;

/** Palette overlays by kitchen theme id, for the light and the dark mode. */
export const KITCHEN_PALETTES: Readonly<Record<string, { light: Overlay; dark: Overlay }>> = Object.freeze({
  trattoria: {
    light: {
      bg: '#f8faf0',
      surfaceAlt: '#eef4dc',
      border: '#d6e2b8',
      primary: '#4d6b12',
      primaryHover: '#3b5310',
      accent: '#6b5a10',
      accentSoft: '#f3efd2',
      focus: '#65a30d',
    },
    dark: {
      bg: '#11150b',
      surface: '#1a2011',
      surfaceAlt: '#232b17',
      border: '#38432a',
      primary: '#a3e635',
      primaryHover: '#bef264',
      onPrimary: '#10160a',
      accent: '#facc15',
      accentSoft: '#2f3412',
      focus: '#bef264',
    },
  },
  'neon-diner': {
    light: {
      bg: '#fff5fa',
      surfaceAlt: '#fde8f3',
      border: '#f7cfe4',
      primary: '#be185d',
      primaryHover: '#9d174d',
      accent: '#0f766e',
      accentSoft: '#d5f5ef',
      focus: '#db2777',
    },
    dark: {
      bg: '#160b12',
      surface: '#22111b',
      surfaceAlt: '#2e1625',
      border: '#4c2740',
      primary: '#f472b6',
      primaryHover: '#f9a8d4',
      onPrimary: '#1a0710',
      accent: '#5eead4',
      accentSoft: '#123530',
      focus: '#f9a8d4',
    },
  },
  blueberry: {
    light: {
      bg: '#f5f7ff',
      surfaceAlt: '#e8edff',
      border: '#cfd8fb',
      primary: '#1d4ed8',
      primaryHover: '#1e40af',
      accent: '#6d28d9',
      accentSoft: '#ede9fe',
      focus: '#2563eb',
    },
    dark: {
      bg: '#0c0f1a',
      surface: '#141a2b',
      surfaceAlt: '#1c2438',
      border: '#2f3b5a',
      primary: '#93c5fd',
      primaryHover: '#bfdbfe',
      onPrimary: '#0b1020',
      accent: '#c4b5fd',
      accentSoft: '#2a1f4a',
      focus: '#bfdbfe',
    },
  },
});

/** The theme with a kitchen theme's colours over it (unchanged for none or an unknown id). */
export function withKitchenTheme(theme: AppTheme, kitchenTheme: string | null): AppTheme {
  const overlay = kitchenTheme ? KITCHEN_PALETTES[kitchenTheme]?.[theme.mode] : undefined;
  return overlay ? { ...theme, colors: { ...theme.colors, ...overlay } } : theme;
}

/** The kitchen theme saved on this device under `storageKey`, null for none (or storage refused). */
export function readKitchenTheme(storageKey: string): string | null {
  try {
    const saved = localStorage.getItem(storageKey);
    return saved && Object.prototype.hasOwnProperty.call(KITCHEN_PALETTES, saved) ? saved : null;
  } catch {
    return null;
  }
}

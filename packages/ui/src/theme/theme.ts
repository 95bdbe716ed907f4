// Warm kitchen palettes: flame orange actions, amber highlights, cream surfaces (dark: embers).

/** Colour tokens every component reads from the styled-components theme. */
export interface Palette {
  bg: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  accentSoft: string;
  success: string;
  danger: string;
  onDanger: string;
  focus: string;
  levelGreen: string;
  levelAmber: string;
  levelRed: string;
  overlay: string;
}

/** The full theme object. */
export interface AppTheme {
  mode: 'light' | 'dark';
  colors: Palette;
  radius: { sm: string; md: string; lg: string; pill: string };
  space: (n: number) => string;
  font: { body: string; heading: string };
  shadow: string;
  layout: { columnMaxWidth: string; bottomNavHeight: string; topBarHeight: string };
  breakpoints: { md: string };
}

const shared = {
  radius: { sm: '6px', md: '12px', lg: '18px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "'Trebuchet MS', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  layout: { columnMaxWidth: '480px', bottomNavHeight: '64px', topBarHeight: '52px' },
  breakpoints: { md: '768px' },
};

/** Light theme (contrast of text and buttons meets WCAG AA). */
export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  shadow: '0 2px 10px rgba(120, 53, 15, 0.12)',
  colors: {
    bg: '#fff8f1',
    surface: '#ffffff',
    surfaceAlt: '#fff1e0',
    text: '#2b1a0e',
    textMuted: '#6b4f3a',
    border: '#f1d9c2',
    primary: '#c2410c',
    primaryHover: '#9a3412',
    onPrimary: '#ffffff',
    accent: '#b45309',
    accentSoft: '#fef3c7',
    success: '#15803d',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    focus: '#ea580c',
    levelGreen: '#15803d',
    levelAmber: '#b45309',
    levelRed: '#b91c1c',
    overlay: 'rgba(43, 26, 14, 0.55)',
  },
};

/** Dark theme ("embers"). */
export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  shadow: '0 2px 12px rgba(0, 0, 0, 0.5)',
  colors: {
    bg: '#17100b',
    surface: '#241811',
    surfaceAlt: '#30211a',
    text: '#fdf3e7',
    textMuted: '#d8c1aa',
    border: '#4a3426',
    primary: '#fb923c',
    primaryHover: '#fdba74',
    onPrimary: '#1a0f08',
    accent: '#fbbf24',
    accentSoft: '#3a2a10',
    success: '#4ade80',
    danger: '#f87171',
    onDanger: '#1a0f08',
    focus: '#fdba74',
    levelGreen: '#4ade80',
    levelAmber: '#fbbf24',
    levelRed: '#f87171',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
};

/** Colour for a level by its order (spec: 1 green, 2 amber, 3 red). */
export function levelColor(theme: AppTheme, order: number): string {
  if (order <= 1) return theme.colors.levelGreen;
  if (order === 2) return theme.colors.levelAmber;
  return theme.colors.levelRed;
}

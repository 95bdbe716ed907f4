// Public entry of @fff/ui, the design system shared as a Module Federation singleton.
export { lightTheme, darkTheme, levelColor, type AppTheme, type Palette } from './theme/theme';
export {
  resolveTheme,
  ThemeModeProvider,
  themeAtStart,
  useThemeMode,
  KITCHEN_THEME_KEY,
  MASCOT_OUTFIT_KEY,
  type ThemeMode,
} from './theme/ThemeModeProvider';
export { KITCHEN_PALETTES, withKitchenTheme } from './theme/kitchen-palettes';
export { MascotOutfitLayer, useMascotOutfit } from './icons/MascotOutfit';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button, type ButtonVariant } from './components/Button';
export { Card } from './components/Card';
export { Badge } from './components/Badge';
export { ProgressBar } from './components/ProgressBar';
export { Spinner, LoadingText } from './components/Spinner';
export { EmptyState } from './components/EmptyState';
export { PageHeader } from './components/PageHeader';
export { Dialog, type DialogProps } from './components/Dialog';
export { Tabs, type TabItem } from './components/Tabs';
export {
  InfoSummary,
  InfoFigure,
  InfoFacts,
  InfoNote,
  type InfoSummaryProps,
} from './components/InfoSummary';
export { ToastViewport, type ToastViewportProps, type ToastView } from './components/ToastViewport';
export { Tooltip, TOOLTIP_TIMING, type TooltipProps } from './components/Tooltip';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { useFocusTrap } from './components/use-focus-trap';
export { useTouchSwipe, type TouchPoint } from './components/use-touch-swipe';
export * from './icons/icons';
export { createIcon, type IconProps, type IconComponent } from './icons/create-icon';
export { XpRequirementsTable, type XpRequirementsTableProps } from './components/XpRequirementsTable';
export { QueryStates, type QueryStatesProps, type QueryLike } from './components/QueryStates';
export { IconButton, MascotButton } from './components/RoundButtons';

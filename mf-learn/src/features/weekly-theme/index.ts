// Public entry of the weekly-theme feature (the app layer imports it from here).
export { WeeklyThemeCard } from './components/WeeklyThemeCard';

import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeModeProvider, themeAtStart, useThemeMode } from '../ThemeModeProvider';

// jsdom has no matchMedia: a controllable stand-in for the OS colour-scheme setting.
function fakeColorScheme(initialDark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const mql = {
    matches: initialDark,
    addEventListener: (_: string, cb: (e: { matches: boolean }) => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: (e: { matches: boolean }) => void) => listeners.delete(cb),
  };
  window.matchMedia = jest.fn(() => mql) as unknown as typeof window.matchMedia;
  return (dark: boolean) => {
    mql.matches = dark;
    listeners.forEach((cb) => cb({ matches: dark }));
  };
}

function Probe() {
  const { mode, resolved, setMode } = useThemeMode();
  return (
    <div>
      <span data-testid="mode">{mode}</span>
      <span data-testid="resolved">{resolved}</span>
      <button onClick={() => setMode('dark')}>Dark</button>
    </div>
  );
}

beforeEach(() => localStorage.clear());

describe('ThemeModeProvider', () => {
  it('when nothing is saved, then it follows the system setting live', () => {
    const setSystemDark = fakeColorScheme(false);
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('system');
    expect(screen.getByTestId('resolved')).toHaveTextContent('light');
    act(() => setSystemDark(true));
    expect(screen.getByTestId('resolved')).toHaveTextContent('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('when the user picks dark, then it is saved in localStorage "theme" and ignores the system', async () => {
    const setSystemDark = fakeColorScheme(false);
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    act(() => setSystemDark(false));
    expect(screen.getByTestId('resolved')).toHaveTextContent('dark');
  });

  it('when a mode was saved, then it is restored', () => {
    fakeColorScheme(true);
    localStorage.setItem('theme', 'light');
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    expect(screen.getByTestId('resolved')).toHaveTextContent('light');
  });
});

// The shell decides before React starts whether the pre-rendered (light) /auth can be hydrated.
describe('the theme the provider starts in, read before it renders', () => {
  it.each([
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['purple', false, 'light'],
  ] as const)('when %s is saved and the system prefers dark is %s, then %s', (saved, dark, theme) => {
    fakeColorScheme(dark);
    if (saved !== null) localStorage.setItem('theme', saved);
    expect(themeAtStart('theme')).toBe(theme);
    render(
      <ThemeModeProvider storageKey="theme">
        <Probe />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('resolved')).toHaveTextContent(theme);
  });
});

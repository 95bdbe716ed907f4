import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { KITCHEN_PALETTES } from '../kitchen-palettes';
import { KITCHEN_THEME_KEY, ThemeModeProvider, useThemeMode } from '../ThemeModeProvider';
import { darkTheme, lightTheme } from '../theme';

function Probe() {
  const { kitchenTheme, setKitchenTheme } = useThemeMode();
  const theme = useTheme();
  return (
    <div>
      <span data-testid="kitchen">{kitchenTheme ?? 'none'}</span>
      <span data-testid="primary">{theme.colors.primary}</span>
      <button onClick={() => setKitchenTheme('blueberry')}>Blueberry</button>
      <button onClick={() => setKitchenTheme(null)}>Plain</button>
    </div>
  );
}

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = jest.fn(() => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

describe('Kitchen Themes', () => {
  it('when a kitchen theme is saved, then every themed component gets its colours after the first render', async () => {
    localStorage.setItem(KITCHEN_THEME_KEY, 'trattoria');
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(await screen.findByText('trattoria')).toBeInTheDocument();
    expect(screen.getByTestId('primary')).toHaveTextContent(KITCHEN_PALETTES.trattoria.light.primary!);
  });

  it('when a theme is chosen and then switched off, then it is saved for the next visit and removed again', async () => {
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Blueberry' }));
    expect(localStorage.getItem(KITCHEN_THEME_KEY)).toBe('blueberry');
    expect(screen.getByTestId('primary')).toHaveTextContent(KITCHEN_PALETTES.blueberry.light.primary!);
    await userEvent.click(screen.getByRole('button', { name: 'Plain' }));
    expect(localStorage.getItem(KITCHEN_THEME_KEY)).toBeNull();
    expect(screen.getByTestId('primary')).toHaveTextContent(lightTheme.colors.primary);
  });

  it('when an unknown theme is saved, then the plain palette stays', async () => {
    localStorage.setItem(KITCHEN_THEME_KEY, 'gold-plated');
    render(
      <ThemeModeProvider>
        <Probe />
      </ThemeModeProvider>,
    );
    expect(await screen.findByText('none')).toBeInTheDocument();
    expect(screen.getByTestId('primary')).toHaveTextContent(lightTheme.colors.primary);
  });

  it('when a palette has a dark variant, then its primary differs from plain dark and keeps a dark text on it', () => {
    for (const palette of Object.values(KITCHEN_PALETTES)) {
      expect(palette.dark.primary).not.toBe(darkTheme.colors.primary);
      expect(palette.dark.onPrimary).toMatch(/^#[01]/);
    }
  });
});

import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { AchievementPopup } from '../components/AchievementPopup';
import { LevelUpWatcher } from '../components/LevelUpWatcher';
import { fakeApi, renderWithProviders, testUser } from '@fff/platform/testing';
import { api } from '@fff/platform';

const unlocked = {
  type: 'achievement/unlocked',
  payload: { name: 'Level 4!', description: 'You reached level 4' },
};

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  localStorage.clear();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('achievement popup', () => {
  it('when achievement/unlocked is dispatched, then name and description show and it closes 5 s later after a 300 ms exit', () => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<AchievementPopup />, { signedIn: true });
    act(() => {
      store.dispatch(unlocked);
    });
    expect(screen.getByText('Level 4!')).toBeInTheDocument();
    expect(screen.getByText('You reached level 4')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(4999);
    });
    expect(screen.getByText('Level 4!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    act(() => {
      jest.advanceTimersByTime(299);
    });
    expect(screen.getByText('Level 4!')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Level 4!')).not.toBeInTheDocument();
  });

  it.each([
    ['Continue', () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }))],
    ['the X button', () => fireEvent.click(screen.getByRole('button', { name: 'Close achievement' }))],
    ['a click on the popup', () => fireEvent.click(screen.getByTestId('achievement-popup'))],
  ])('when closed with %s, then it leaves after 300 ms and the next queued one shows', (_how, closeIt) => {
    jest.useFakeTimers();
    const { store } = renderWithProviders(<AchievementPopup />, { signedIn: true });
    act(() => {
      store.dispatch(unlocked);
      store.dispatch({
        type: 'achievement/unlocked',
        payload: { name: 'Streak Star', description: '7 days' },
      });
    });
    act(() => closeIt());
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Level 4!')).not.toBeInTheDocument();
    expect(screen.getByText('Streak Star')).toBeInTheDocument();
  });

  it('when the learner prefers reduced motion, then closing is immediate', () => {
    setReducedMotion(true);
    const { store } = renderWithProviders(<AchievementPopup />, { signedIn: true });
    act(() => {
      store.dispatch(unlocked);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('Level 4!')).not.toBeInTheDocument();
  });

  it('when the user level rises between two GET /api/user answers, then a level-up popup shows', async () => {
    let level = 3;
    fakeApi({ 'GET /api/user': () => testUser({ level }) });
    const { store } = renderWithProviders(
      <>
        <LevelUpWatcher />
        <AchievementPopup />
      </>,
      { signedIn: true },
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    level = 4;
    await act(async () => {
      store.dispatch(api.util.invalidateTags(['User']));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText('Level Up!')).toBeInTheDocument();
    expect(screen.getByText('You reached Cooking Level 4! +10 Spice Stones')).toBeInTheDocument();
  });

  it('when a remote already announced the level-up, then the level rise adds no second popup', async () => {
    let level = 3;
    fakeApi({ 'GET /api/user': () => testUser({ level }) });
    const { store } = renderWithProviders(
      <>
        <LevelUpWatcher />
        <AchievementPopup />
      </>,
      { signedIn: true },
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    level = 4;
    await act(async () => {
      store.dispatch(unlocked);
      store.dispatch(api.util.invalidateTags(['User']));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText('Level 4!')).toBeInTheDocument();
    expect(store.getState().achievement?.queue).toHaveLength(1);
  });
});

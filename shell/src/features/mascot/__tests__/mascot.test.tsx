import '@testing-library/jest-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { MASCOT_MESSAGES } from '@fff/domain/shared';
import { MascotWidget } from '../components/MascotWidget';
import { mascotReacted } from '../mascot-slice';
import { renderWithProviders } from '@fff/platform/testing';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo(0);
});
afterEach(() => jest.useRealTimers());

describe('Chef Chilli mascot', () => {
  it('when clicked, then an idle message shows for 3 s', () => {
    renderWithProviders(<MascotWidget random={() => 0} />, { signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Chef Chilli, your kitchen mascot' }));
    expect(screen.getByText(MASCOT_MESSAGES.idle[0])).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2999);
    });
    expect(screen.getByText(MASCOT_MESSAGES.idle[0])).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByText(MASCOT_MESSAGES.idle[0])).not.toBeInTheDocument();
  });

  it('when a scroll of more than 50 px rolls under 2%, then the bubble appears; at 50 px or a higher roll it does not', () => {
    let roll = 0.01;
    renderWithProviders(<MascotWidget random={() => roll} />, { signedIn: true });
    act(() => scrollTo(50));
    expect(screen.queryByText(MASCOT_MESSAGES.idle[0])).not.toBeInTheDocument();
    roll = 0.5;
    act(() => scrollTo(120));
    expect(screen.queryByText(/./, { selector: 'p' })).not.toBeInTheDocument();
    roll = 0.01;
    act(() => scrollTo(200));
    expect(screen.getByText(MASCOT_MESSAGES.idle[0])).toBeInTheDocument();
  });

  it.each(['lesson_complete', 'perfect_score', 'streak_milestone', 'level_up'] as const)(
    'when %s is dispatched, then a message of that set shows',
    (reaction) => {
      const { store } = renderWithProviders(<MascotWidget random={() => 0.99} />, { signedIn: true });
      act(() => {
        store.dispatch(mascotReacted(reaction));
      });
      const list = MASCOT_MESSAGES[reaction];
      expect(screen.getByText(list[list.length - 1])).toBeInTheDocument();
    },
  );

  it('when an achievement is unlocked, then the mascot cheers with a level_up message', () => {
    const { store } = renderWithProviders(<MascotWidget random={() => 0} />, { signedIn: true });
    act(() => {
      store.dispatch({ type: 'achievement/unlocked', payload: { name: 'x', description: 'y' } });
    });
    expect(screen.getByText(MASCOT_MESSAGES.level_up[0])).toBeInTheDocument();
  });

  it('when a reaction arrives while the mascot is off screen, then it shows once on return and not on a later return', () => {
    let setShown: (v: boolean) => void = () => undefined;
    function Host() {
      const [shown, set] = useState(false);
      setShown = set;
      return shown ? <MascotWidget random={() => 0} /> : null;
    }
    const { store } = renderWithProviders(<Host />, { signedIn: true });
    act(() => {
      store.dispatch(mascotReacted('perfect_score'));
    });
    act(() => setShown(true));
    expect(screen.getByText(MASCOT_MESSAGES.perfect_score[0])).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.queryByText(MASCOT_MESSAGES.perfect_score[0])).not.toBeInTheDocument();
    act(() => setShown(false));
    act(() => setShown(true));
    expect(screen.queryByText(MASCOT_MESSAGES.perfect_score[0])).not.toBeInTheDocument();
  });
});

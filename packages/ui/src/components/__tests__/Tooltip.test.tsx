import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { TOOLTIP } from '@fff/domain';
import { Tooltip, TOOLTIP_TIMING } from '../Tooltip';
import { lightTheme } from '../../theme/theme';

function Bar() {
  return (
    <ThemeProvider theme={lightTheme}>
      <Tooltip content="Your hearts">
        <button aria-label="Hearts: 5 of 5">❤️ 5</button>
      </Tooltip>
      <Tooltip content="Your Spice Stones">
        <button aria-label="Spice Stones: 3">🌶️ 3</button>
      </Tooltip>
    </ThemeProvider>
  );
}

const hover = (el: HTMLElement) => fireEvent.pointerEnter(el, { pointerType: 'mouse' });
const leave = (el: HTMLElement) => fireEvent.pointerLeave(el, { pointerType: 'mouse' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Tooltip', () => {
  it('when its timings are read, then they are the spec numbers of @fff/domain (700 ms, 300 ms, 4 px)', () => {
    expect(TOOLTIP_TIMING).toEqual(TOOLTIP);
    expect(TOOLTIP_TIMING).toEqual({ delayMs: 700, skipDelayMs: 300, offsetPx: 4 });
  });

  it('when hovered, then it opens after 700 ms and describes the button without renaming it', () => {
    render(<Bar />);
    const hearts = screen.getByRole('button', { name: 'Hearts: 5 of 5' });
    hover(hearts);
    act(() => {
      jest.advanceTimersByTime(699);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your hearts');
    expect(hearts).toHaveAccessibleDescription('Your hearts');
    expect(hearts).toHaveAccessibleName('Hearts: 5 of 5');
  });

  it('when another tooltip opens within 300 ms of one closing, then it opens at once; later it waits again', () => {
    render(<Bar />);
    const hearts = screen.getByRole('button', { name: 'Hearts: 5 of 5' });
    const stones = screen.getByRole('button', { name: 'Spice Stones: 3' });
    hover(hearts);
    act(() => {
      jest.advanceTimersByTime(700);
    });
    leave(hearts);
    hover(stones);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your Spice Stones');
    leave(stones);
    act(() => {
      jest.advanceTimersByTime(301);
    });
    hover(hearts);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('when focused by keyboard, then it opens at once; Escape closes it', () => {
    render(<Bar />);
    const hearts = screen.getByRole('button', { name: 'Hearts: 5 of 5' });
    act(() => hearts.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your hearts');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('when the pointer leaves before 700 ms, then it never opens', () => {
    render(<Bar />);
    const hearts = screen.getByRole('button', { name: 'Hearts: 5 of 5' });
    hover(hearts);
    act(() => {
      jest.advanceTimersByTime(500);
    });
    leave(hearts);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

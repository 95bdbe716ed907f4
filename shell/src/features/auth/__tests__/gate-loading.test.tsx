// A session check that hangs (a service that stops answering without failing) keeps the loading
// screen up; after SLOW_START_MS it says the wait is unusual.
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@fff/ui';
import { GateLoading, SLOW_START_MS, SLOW_START_TEXT } from '../GateLoading';
import { AUTH_LOADING_TEXT } from '../loading-text';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderLoading = () =>
  render(
    <ThemeProvider theme={lightTheme}>
      <GateLoading />
    </ThemeProvider>,
  );

it('when the wait is short, then only the loading text shows', () => {
  renderLoading();
  act(() => jest.advanceTimersByTime(SLOW_START_MS - 1));
  expect(screen.getByText(AUTH_LOADING_TEXT)).toBeInTheDocument();
  expect(screen.queryByText(SLOW_START_TEXT)).not.toBeInTheDocument();
});

it('when the wait passes SLOW_START_MS, then the screen says it is taking longer than usual', () => {
  renderLoading();
  act(() => jest.advanceTimersByTime(SLOW_START_MS));
  expect(screen.getByText(AUTH_LOADING_TEXT)).toBeInTheDocument();
  expect(screen.getByText(SLOW_START_TEXT)).toBeInTheDocument();
  expect(screen.getByText(SLOW_START_TEXT).closest('[role="status"]')).not.toBeNull();
});

it('when the screen is gone before SLOW_START_MS, then its timer goes with it', () => {
  const { unmount } = renderLoading();
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

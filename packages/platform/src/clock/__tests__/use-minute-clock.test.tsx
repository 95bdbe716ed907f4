import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { heartsStatusText } from '@fff/domain/help';
import { TIMINGS } from '@fff/domain/shared';
import { useMinuteClock } from '../use-minute-clock';

function NextHeart({ nextHeartAt }: { nextHeartAt: string }) {
  return <p>{heartsStatusText(3, nextHeartAt, useMinuteClock())}</p>;
}

afterEach(() => jest.useRealTimers());

describe('useMinuteClock', () => {
  it('when a next-heart text is shown, then its minutes count down every 60 s while it is mounted', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const nextHeartAt = '2026-03-01T10:10:00Z';
    const { unmount } = render(<NextHeart nextHeartAt={nextHeartAt} />);
    const first = screen.getByRole('paragraph').textContent;
    expect(first).toBe(heartsStatusText(3, nextHeartAt, new Date('2026-03-01T10:00:00Z')));

    act(() => jest.advanceTimersByTime(TIMINGS.clockRefreshMs));

    expect(screen.getByRole('paragraph').textContent).toBe(
      heartsStatusText(3, nextHeartAt, new Date('2026-03-01T10:01:00Z')),
    );
    expect(screen.getByRole('paragraph').textContent).not.toBe(first);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

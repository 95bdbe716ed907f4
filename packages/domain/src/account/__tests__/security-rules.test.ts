import {
  FREE_SIGN_IN_ATTEMPTS,
  MAX_SIGN_IN_PAUSE_MS,
  normalizeMailbox,
  signInBackoff,
  signInPausedMessage,
  visibleAttemptsLeft,
} from '../../index';

describe('normalizeMailbox', () => {
  it.each([
    ['Chef.Anna+ref1@GoogleMail.com', 'chefanna@gmail.com'],
    ['c.h.e.f.anna@gmail.com', 'chefanna@gmail.com'],
    ['  Anna+x+y@Example.org ', 'anna@example.org'],
    ['first.last@example.org', 'first.last@example.org'],
    ['+tag@example.org', '+tag@example.org'],
  ])('when %s is normalised, then it is %s', (email, mailbox) => {
    expect(normalizeMailbox(email)).toBe(mailbox);
  });
});

describe('signInBackoff', () => {
  it('when failures grow, then attempts count down and pauses double up to the cap', () => {
    expect(signInBackoff(0)).toEqual({ attemptsLeft: FREE_SIGN_IN_ATTEMPTS, pauseMs: 0 });
    expect(signInBackoff(3)).toEqual({ attemptsLeft: 2, pauseMs: 0 });
    expect(signInBackoff(5)).toEqual({ attemptsLeft: 0, pauseMs: 60_000 });
    expect(signInBackoff(6).pauseMs).toBe(120_000);
    expect(signInBackoff(50).pauseMs).toBe(MAX_SIGN_IN_PAUSE_MS);
  });

  it('when few attempts remain, then they are shown; otherwise not', () => {
    expect(visibleAttemptsLeft(3)).toBeUndefined();
    expect(visibleAttemptsLeft(2)).toBe(2);
  });

  it('when paused, then the message gives the wait and points to Forgot Password', () => {
    expect(signInPausedMessage(30_000)).toMatch(/1 minute, or choose Forgot Password/);
    expect(signInPausedMessage(150_000)).toMatch(/3 minutes/);
  });
});

import { ACTIVE_CACHE_MS, cachedSessionActive, forgetActiveSessions } from '../active-cache';

describe('the active-session cache', () => {
  beforeEach(() => forgetActiveSessions());

  it('when a session was confirmed live, then the database is not asked again until the moment passes', async () => {
    const ask = jest.fn(async () => true);
    expect(await cachedSessionActive('s1', ask, 1000)).toBe(true);
    expect(await cachedSessionActive('s1', ask, 1000 + ACTIVE_CACHE_MS - 1)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await cachedSessionActive('s1', ask, 1000 + ACTIVE_CACHE_MS)).toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('when a session is ended, then it is asked every time and never remembered', async () => {
    const ask = jest.fn(async () => false);
    expect(await cachedSessionActive('s2', ask, 0)).toBe(false);
    expect(await cachedSessionActive('s2', ask, 0)).toBe(false);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('when the sessions are written to, then a remembered session is asked again', async () => {
    const ask = jest.fn(async () => true);
    await cachedSessionActive('s3', ask, 0);
    forgetActiveSessions();
    ask.mockResolvedValueOnce(false);
    expect(await cachedSessionActive('s3', ask, 1)).toBe(false);
  });

  it('when a write happens while the database is being asked, then that answer is not remembered', async () => {
    const ask = jest.fn(async () => {
      forgetActiveSessions(); // a logout lands while this read is in flight
      return true;
    });
    expect(await cachedSessionActive('s4', ask, 0)).toBe(true);
    ask.mockResolvedValueOnce(false);
    expect(await cachedSessionActive('s4', ask, 1)).toBe(false);
    expect(ask).toHaveBeenCalledTimes(2);
  });
});

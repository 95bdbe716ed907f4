// The gate's loading screen. The session check and the user lookup usually answer in well under a
// second; a service that hangs instead of failing keeps them waiting until the gateway gives up
// (60 s). Decision beyond the spec: after SLOW_START_MS the screen says so, rather than spinning on
// in silence. It offers no retry of its own: a second session check sent while the first is still
// held by the server would race the refresh token's rotation. A reload stays the learner's call.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LoadingText } from '@fff/ui';
import { AUTH_LOADING_TEXT } from './loading-text';

/** How long the loading screen waits before it says the wait is unusual. */
export const SLOW_START_MS = 10_000;

/** What it then says. */
export const SLOW_START_TEXT =
  'This is taking longer than usual. The kitchen may be busy: check your connection, or reload the page in a moment.';

const SlowNote = styled.p`
  max-width: 32rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Loading your cooking journey...', and after SLOW_START_MS the note that it is slow. */
export function GateLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_START_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <LoadingText text={AUTH_LOADING_TEXT} />
      <div role="status">{slow && <SlowNote>{SLOW_START_TEXT}</SlowNote>}</div>
    </>
  );
}

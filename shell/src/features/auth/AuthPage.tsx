// Placeholder /auth screen. A `?token=` in the address is stored as the session token and the
// address replaced with / (spec part 1 §2); the sign-in forms come with the auth feature.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { startSession, useAppDispatch } from '@fff/platform';
import { Card } from '@fff/ui';

const Wrap = styled.div`
  padding-top: 12vh;
  text-align: center;
  h1 { font-size: 1.8rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The sign-in screen (placeholder). */
export function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const token = params.get('token');

  useEffect(() => {
    if (!token) return;
    dispatch(startSession(token));
    navigate('/', { replace: true });
  }, [token, dispatch, navigate]);

  return (
    <Wrap>
      <div aria-hidden="true" style={{ fontSize: '3rem' }}>🔥🍴</div>
      <h1>From Fork to Flame</h1>
      <Card>
        <h2>Sign in is coming</h2>
        <p>The kitchen doors open soon. Sign in and sign up will appear right here.</p>
      </Card>
    </Wrap>
  );
}

// /auth: Sign In and Sign Up tabs, the Forgot/Resend panels, the stored auth_error toast, and a
// session token or invite code from the address (spec part 1 §2, §4).
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TOAST } from '@fff/domain/shared';
import { REFERRAL_CODE_PARAM } from '@fff/domain/social';
import { startSession, takeAuthError, toast, useAppDispatch, useAppSelector } from '@fff/platform';
import { Card, LoadingText, LogoIcon, Tabs } from '@fff/ui';
import { selectAuthScreen } from '../state/auth-screen-slice';
import { AUTH_LOADING_TEXT } from '../loading-text';
import { EmailPanel } from './EmailPanel';
import { SignInForm } from './SignInForm';

// The sign-up form loads when its tab opens: its live email hint carries the spell checker and the
// profanity rules (obscenity), which a learner signing in never needs.
const SignUpForm = lazy(() => import('./SignUpForm').then((m) => ({ default: m.SignUpForm })));

const Wrap = styled.div`
  padding-top: 6vh;
  header {
    text-align: center;
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
  header .logo {
    display: flex;
    justify-content: center;
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    font-size: 1.8rem;
    margin: 8px 0 4px;
  }
  header p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Title of the stored verification notice toast. */
export const VERIFICATION_NOTICE_TITLE = 'Email Verification Required';

/** The sign-in screen. */
export default function AuthScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { tab, tabKey, panel } = useAppSelector(selectAuthScreen);
  const token = params.get('token');
  const ref = params.get(REFERRAL_CODE_PARAM) ?? '';

  useEffect(() => {
    if (!token) return;
    dispatch(startSession(token));
    navigate('/', { replace: true });
  }, [token, dispatch, navigate]);

  useEffect(() => {
    const message = takeAuthError();
    if (message) {
      dispatch(
        toast({
          title: VERIFICATION_NOTICE_TITLE,
          description: message,
          variant: 'destructive',
          durationMs: TOAST.verificationMs,
        }),
      );
    }
  }, [dispatch]);

  return (
    <Wrap>
      <header>
        <div className="logo">
          <LogoIcon decorative size="3.5rem" />
        </div>
        <h1>From Fork to Flame</h1>
        <p>Learn to cook, one flame at a time.</p>
      </header>
      {panel === 'none' ? (
        <Card>
          <Tabs
            key={tabKey}
            label="Account"
            defaultTab={ref && tabKey === 0 ? 'signup' : tab}
            items={[
              { id: 'signin', label: 'Sign In', content: <SignInForm /> },
              {
                id: 'signup',
                label: 'Sign Up',
                content: (
                  <Suspense fallback={<LoadingText text={AUTH_LOADING_TEXT} />}>
                    <SignUpForm initialReferralCode={ref} />
                  </Suspense>
                ),
              },
            ]}
          />
        </Card>
      ) : (
        <EmailPanel key={panel} kind={panel} />
      )}
    </Wrap>
  );
}

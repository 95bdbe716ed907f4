// /verify-email?token=…: loading, success ('Go to Sign In') and error ('Back to Sign In') states.
// A refused link (used, expired, or none) also offers to send a new one, so it is never a dead end.
import { useSearchParams } from 'react-router-dom';
import { errorBodySchema, verifyEmailResponseSchema } from '@fff/contracts';
import { AUTH_MESSAGES } from '@fff/domain/shared';
import { errorBody, errorStatus } from '@fff/platform';
import { EmptyState, LoadingText, SuccessIcon, WarningIcon } from '@fff/ui';
import { useVerifyEmailQuery } from '../api/auth-api';
import { ButtonLink } from './ButtonLink';
import { ResendVerification } from './ResendVerification';

/** The page's heading (every page has an h1). */
export const VERIFY_HEADING = 'Verify your email';

/** Texts of the verify screen (spec part 1 §2, §8). */
export const VERIFY_TEXT = Object.freeze({
  loading: 'Verifying your email...',
  successTitle: 'Email Verified!',
  successFallback: 'Your email has been verified. You can now sign in.',
  errorTitle: 'Verification Failed',
  noToken: AUTH_MESSAGES.noVerificationToken,
  failed: 'Verification failed',
  network: 'An error occurred during verification',
});

/** The refusal's text: the verify answer's `error`, else the error envelope's `message`. */
function errorText(error: unknown): string {
  if (typeof errorStatus(error) !== 'number') return VERIFY_TEXT.network;
  const refused = errorBody(error, verifyEmailResponseSchema);
  if (refused && !refused.success && refused.error) return refused.error;
  return errorBody(error, errorBodySchema)?.message ?? VERIFY_TEXT.failed;
}

/** Verifies the token from the address once and shows the outcome. */
export default function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data, error, isLoading, isUninitialized } = useVerifyEmailQuery(token, { skip: !token });

  if (token && (isLoading || isUninitialized)) {
    return (
      <>
        <h1>{VERIFY_HEADING}</h1>
        <LoadingText text={VERIFY_TEXT.loading} />
      </>
    );
  }
  if (data?.success) {
    return (
      <>
        <h1>{VERIFY_HEADING}</h1>
        <EmptyState
          icon={<SuccessIcon decorative />}
          title={VERIFY_TEXT.successTitle}
          role="status"
          action={<ButtonLink to="/auth">Go to Sign In</ButtonLink>}
        >
          {data.message || VERIFY_TEXT.successFallback}
        </EmptyState>
      </>
    );
  }
  let message: string = VERIFY_TEXT.noToken;
  if (token) message = data && !data.success ? data.error || VERIFY_TEXT.failed : errorText(error);
  return (
    <>
      <h1>{VERIFY_HEADING}</h1>
      <EmptyState
        icon={<WarningIcon decorative />}
        title={VERIFY_TEXT.errorTitle}
        role="alert"
        action={<ButtonLink to="/auth">Back to Sign In</ButtonLink>}
      >
        {message}
      </EmptyState>
      <ResendVerification />
    </>
  );
}

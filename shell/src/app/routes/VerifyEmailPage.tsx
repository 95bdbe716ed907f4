// Placeholder /verify-email screen; the auth feature adds the token check and its states.
import { Link } from 'react-router-dom';
import { EmptyState } from '@fff/ui';

/** Verify-email placeholder. */
export function VerifyEmailPage() {
  return (
    <EmptyState icon="✉️" title="Email verification" action={<Link to="/auth">Back to Sign In</Link>}>
      Email verification is coming to the kitchen soon.
    </EmptyState>
  );
}

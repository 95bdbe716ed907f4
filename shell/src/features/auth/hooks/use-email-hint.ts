// Live sign-up email hint: the domain's checks in the spec's order, 500 ms after typing stops,
// then (when the address looks fine) the server's check-email for an existing account.
import { useEffect, useState } from 'react';
import { AUTH_MESSAGES, TIMINGS, emailHint, type EmailHint } from '@fff/domain';
import { useLazyCheckEmailQuery } from '../api/auth-api';

/** The hint to show (null while empty or not yet settled) and whether the address is taken. */
export interface EmailHintState {
  hint: EmailHint | null;
  exists: boolean;
}

/** Debounced hint for `email`. */
export function useEmailHint(email: string): EmailHintState {
  const [state, setState] = useState<EmailHintState>({ hint: null, exists: false });
  const [checkEmail] = useLazyCheckEmailQuery();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const hint = emailHint(email);
      setState({ hint, exists: false });
      if (!hint || hint.level === 'error') return;
      const answer = await checkEmail(email.trim(), true);
      // A later keystroke wins over a slow answer.
      if (current && answer.data?.exists) {
        setState({ hint: { level: 'error', message: AUTH_MESSAGES.emailAlreadyRegistered }, exists: true });
      }
    }, TIMINGS.emailHintDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, checkEmail]);

  return state;
}

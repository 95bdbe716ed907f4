// Live sign-up email hint, 500 ms after typing stops: the domain's early checks (format, offensive
// words, placeholder) locally; once they pass, the server's check-email answers whether the domain is
// disposable (the list stays on the server) and whether an account already uses the address, and the
// rest of the hint follows in the spec's order.
import { useCallback, useEffect, useState } from 'react';
import { checkEmailQuerySchema } from '@fff/contracts';
import { emailEarlyHint, emailHint, isReservedTestDomain, type EmailHint } from '@fff/domain/account';
import { AUTH_MESSAGES, TIMINGS } from '@fff/domain/shared';
import { useLazyCheckEmailQuery } from '../api/auth-api';

interface HintState {
  hint: EmailHint | null;
  exists: boolean;
  disposable: boolean;
  /** The address the server's answer is about. */
  checked?: string;
  /** The address the hint is about: while the field holds another, no hint shows (no stale verdict). */
  about?: string;
}

/** The hint to show (null while empty or not yet settled), whether the address is taken, and the disposable check. */
export interface EmailHintState {
  hint: EmailHint | null;
  exists: boolean;
  /** Is `address` disposable? The last answer when it is about this address, else the server is asked now. */
  isDisposable: (address: string) => Promise<boolean>;
}

const SETTLING: HintState = { hint: null, exists: false, disposable: false };

/** Debounced hint for `email`. */
export function useEmailHint(email: string): EmailHintState {
  const [state, setState] = useState<HintState>(SETTLING);
  const [checkEmail] = useLazyCheckEmailQuery();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const value = email.trim();
      const early = value ? emailEarlyHint(value) : null;
      if (!value || early) {
        setState({ ...SETTLING, hint: early, about: value });
        return;
      }
      // Only an address the server's check accepts is sent (its own schema): another gets a 400, and
      // the local hint below already says what is wrong with it.
      const askable = checkEmailQuerySchema.safeParse({ email: value }).success;
      const answer = askable ? (await checkEmail(value, true)).data : undefined;
      // A later keystroke wins over a slow answer.
      if (!current) return;
      // Without an answer (offline, throttled) the hint still shows; the server decides on submit.
      const disposable = answer?.disposable ?? isReservedTestDomain(value);
      const hint = emailHint(value, () => disposable);
      if (hint?.level !== 'error' && answer?.exists) {
        setState({
          hint: { level: 'error', message: AUTH_MESSAGES.emailAlreadyRegistered },
          exists: true,
          disposable,
          checked: value,
          about: value,
        });
      } else setState({ hint, exists: false, disposable, checked: value, about: value });
    }, TIMINGS.emailHintDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, checkEmail]);

  const { checked, disposable } = state;
  const isDisposable = useCallback(
    async (address: string) => {
      const value = address.trim();
      if (isReservedTestDomain(value)) return true;
      if (checked === value) return disposable;
      return (await checkEmail(value, true)).data?.disposable ?? false;
    },
    [checked, disposable, checkEmail],
  );
  const settled = state.about === email.trim();
  return { hint: settled ? state.hint : null, exists: settled && state.exists, isDisposable };
}

// The disposable-email-domain list (npm disposable-email-domains, about 120,000 names) is server data:
// sign-up, email change and the live hint (check-email's `disposable`) all ask svc-identity, so the
// browser never downloads it. The matching rules (parent domains, reserved test domains) are @fff/domain's.
import disposableDomains from 'disposable-email-domains';
import { disposableCheck } from '@fff/domain';

/** True when the address's domain (or a parent of it) is disposable or a reserved test domain. */
export const isDisposableDomain = disposableCheck(disposableDomains as string[]);

import type { CheckEmailResponse } from '@fff/contracts';
import { emailExists } from '../users/repository';
import { isDisposableDomain } from './disposable-domains';

/** Sign-up hint: is this email already registered, and is its domain disposable? */
export async function checkEmail(email: string): Promise<CheckEmailResponse> {
  return { exists: await emailExists(email), disposable: isDisposableDomain(email) };
}

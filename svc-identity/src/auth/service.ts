import type { CheckEmailResponse } from '@fff/contracts';
import { emailExists } from '../users/repository';

/** Sign-up hint: is this email already registered? */
export async function checkEmail(email: string): Promise<CheckEmailResponse> {
  return { exists: await emailExists(email) };
}

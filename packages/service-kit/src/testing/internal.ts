import crypto from 'node:crypto';
import { INTERNAL_CALLERS, type InternalCaller } from '@fff/contracts';
import { internalTokenKey } from '../config';
import { devInternalToken } from '../dev-token';
import { INTERNAL_CALLER_HEADER, INTERNAL_TOKEN_HEADER } from '../internal-auth';

/**
 * The headers of an internal call by `caller` with its credential: by default the development one
 * a test app's config derives (tests set no INTERNAL_TOKEN_* of their own).
 */
export const internalHeaders = (
  caller: InternalCaller,
  token: string = devInternalToken(caller),
): Record<string, string> => ({ [INTERNAL_CALLER_HEADER]: caller, [INTERNAL_TOKEN_HEADER]: token });

/** A fresh random credential per caller, as a production config needs them (all different, all strong). */
export const productionInternalTokens = (): Record<string, string> =>
  Object.fromEntries(
    INTERNAL_CALLERS.map((caller) => [internalTokenKey(caller), crypto.randomBytes(32).toString('hex')]),
  );

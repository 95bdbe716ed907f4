import { errorCodeSchema } from '@fff/contracts';
import { safeParse } from 'zod/v4/core';
import { AppError, isDuplicateKey, tooMany } from '../index';

describe('the error codes a service may answer', () => {
  it('when a code is not in the contracts list, then AppError refuses it at compile time', () => {
    // @ts-expect-error: 'made_up_code' is not in errorCodeSchema, so a service cannot throw it.
    const made = new AppError('made_up_code', 400, 'x');
    expect(safeParse(errorCodeSchema, made.code).success).toBe(false);
  });

  it('when a limit answers 429, then its code is the one listed too_many_requests', () => {
    expect(tooMany().code).toBe('too_many_requests');
    expect(safeParse(errorCodeSchema, tooMany().code).success).toBe(true);
  });
});

describe('isDuplicateKey', () => {
  it('when a write failed on a unique index (code 11000), then it says so; for anything else, not', () => {
    expect(isDuplicateKey(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))).toBe(true);
    expect(isDuplicateKey(Object.assign(new Error('other'), { code: 112 }))).toBe(false);
    expect(isDuplicateKey(null)).toBe(false);
    expect(isDuplicateKey('E11000')).toBe(false);
  });
});

import { validateRegistration } from '../registration';
import { needsEmailVerification, normalizeReferralCode, validateEmailOnly, validateLogin } from '../sign-in';
import { disposableCheck } from '../email';

const valid = { email: 'jane.doe@gmail.com', password: 'secret', username: 'jane', gdprConsent: true };

describe('registration validation', () => {
  it('when everything is valid, then there are no errors', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('when fields are wrong, then each gets the spec message', () => {
    expect(
      validateRegistration({ email: 'nope', password: '12345', username: 'jo', gdprConsent: false }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      username: 'Username must be at least 3 characters',
      gdprConsent: 'You must accept the data processing terms to continue',
    });
  });

  it('when the email is disposable or a placeholder, then it is refused with the matching message', () => {
    expect(
      validateRegistration({ ...valid, email: 'jane@mailinator.com' }, disposableCheck(['mailinator.com']))
        .email,
    ).toBe('Please use a real email address. Temporary or disposable emails are not allowed.');
    // Without a list, reserved test domains are still refused.
    expect(validateRegistration({ ...valid, email: 'jane@example.com' }).email).toBe(
      'Please use a real email address. Temporary or disposable emails are not allowed.',
    );
    expect(validateRegistration({ ...valid, email: 'dummy3@gmail.com' }).email).toBe(
      'Please provide a valid personal email address.',
    );
  });

  it('when the username is 20 characters it passes, and 21 fails', () => {
    expect(validateRegistration({ ...valid, username: 'a'.repeat(20) }).username).toBeUndefined();
    expect(validateRegistration({ ...valid, username: 'a'.repeat(21) }).username).toBe(
      'Username must be 20 characters or fewer',
    );
    expect(validateRegistration({ ...valid, username: 'a'.repeat(20) }).username).toBeUndefined();
    expect(validateRegistration({ ...valid, username: 'abc' }).username).toBeUndefined();
    expect(validateRegistration({ ...valid, password: 'a'.repeat(1025) }).password).toBe(
      'Password must be 1024 characters or fewer',
    );
  });
});

describe('login and email-only forms', () => {
  it('when login fields are wrong, then the login messages apply', () => {
    expect(validateLogin({ email: 'x', password: '123' })).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
    });
    expect(validateLogin({ email: 'jane@gmail.com', password: '123456' })).toEqual({});
    expect(validateLogin({ email: 'jane@gmail.com', password: 'a'.repeat(1024) })).toEqual({});
    expect(validateLogin({ email: 'jane@gmail.com', password: 'a'.repeat(1025) })).toEqual({
      password: 'Password must be 1024 characters or fewer',
    });
    expect(validateEmailOnly('bad')).toEqual({ email: 'Please enter a valid email' });
  });

  it('when a referral code is typed, then it is trimmed and uppercased', () => {
    expect(normalizeReferralCode('  chef42 ')).toBe('CHEF42');
    expect(normalizeReferralCode('   ')).toBeUndefined();
  });

  it('when a lookup error mentions verifying the email, then verification is needed', () => {
    expect(needsEmailVerification('Please verify your email first')).toBe(true);
    expect(needsEmailVerification('Unauthorized')).toBe(false);
  });
});

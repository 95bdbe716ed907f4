import {
  disposableCheck,
  emailEarlyHint,
  emailHint,
  isPlaceholderLocalPart,
  isReservedTestDomain,
  isValidEmail,
  suggestEmail,
} from '../email';

// The real list lives in svc-identity (its tests check it); the rules here take a list.
const isDisposableDomain = disposableCheck(['mailinator.com']);

describe('email rules', () => {
  it('when an address is checked, then a simple user@domain.tld pattern is valid', () => {
    expect(isValidEmail('jane@gmail.com')).toBe(true);
    expect(isValidEmail(' jane@gmail.com ')).toBe(true);
    expect(isValidEmail('jane@gmail')).toBe(false);
    expect(isValidEmail('jane gmail.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('when a part of the address has an empty dot part or the local part passes 64, then it is not valid', () => {
    for (const bad of [
      'jane..doe@gmail.com',
      '.jane@gmail.com',
      'jane.@gmail.com',
      'jane@gmail..com',
      'jane@.gmail.com',
      'jane@gmail.com.',
      `${'a'.repeat(65)}@gmail.com`,
    ])
      expect([bad, isValidEmail(bad)]).toEqual([bad, false]);
    for (const good of [
      'jane.doe@gmail.com',
      'jane+news@gmail.com',
      'j_d@mail.co.uk',
      `${'a'.repeat(64)}@gmail.com`,
    ])
      expect([good, isValidEmail(good)]).toEqual([good, true]);
  });

  it('when an address holds characters no address may (markup, quotes, commas, brackets), then it is not valid', () => {
    for (const bad of [
      '<b>x</b>@gmail.com',
      'jane"doe@gmail.com',
      'jane,doe@gmail.com',
      'jane(doe)@gmail.com',
      'jane\\doe@gmail.com',
      'jane@gmail.com<script>',
      'jane@gm_ail.com',
    ]) {
      expect([bad, isValidEmail(bad)]).toEqual([bad, false]);
      expect(emailHint(bad)).toEqual({ level: 'error', message: 'Please enter a valid email format' });
    }
    for (const good of ["o'brien@gmail.com", 'chef#1@gmail.com', 'josé@correo.es', 'anna@bücher.de'])
      expect([good, isValidEmail(good)]).toEqual([good, true]);
  });

  it('when the domain is disposable or a reserved test domain, then it is flagged (subdomains too)', () => {
    expect(isDisposableDomain('mailinator.com')).toBe(true);
    expect(isDisposableDomain('jane@sub.mailinator.com')).toBe(true);
    expect(isDisposableDomain('jane@example.com')).toBe(true);
    expect(isDisposableDomain('jane@shop.test')).toBe(true);
    expect(isDisposableDomain('jane@gmail.com')).toBe(false);
  });

  it('when no list is given, then only reserved test domains are flagged', () => {
    expect(isReservedTestDomain('jane@example.org')).toBe(true);
    expect(isReservedTestDomain('jane@shop.localhost')).toBe(true);
    expect(isReservedTestDomain('jane@mailinator.com')).toBe(false);
    expect(isReservedTestDomain('')).toBe(false);
  });

  it('when the local part starts with a placeholder word then a digit or @, then it is a placeholder', () => {
    for (const p of ['test', 'fake', 'dummy', 'sample', 'placeholder', 'admin', 'noreply', 'donotreply']) {
      expect(isPlaceholderLocalPart(`${p}@gmail.com`)).toBe(true);
      expect(isPlaceholderLocalPart(`${p}7@gmail.com`)).toBe(true);
    }
    expect(isPlaceholderLocalPart('Admin1@gmail.com')).toBe(true);
    expect(isPlaceholderLocalPart('tester@gmail.com')).toBe(false);
    expect(isPlaceholderLocalPart('mytest1@gmail.com')).toBe(false);
  });

  it('when a major provider is mistyped, then the corrected address is suggested', () => {
    expect(suggestEmail('jane@gmial.com')).toBe('jane@gmail.com');
    expect(suggestEmail('jane@hotmial.com')).toBe('jane@hotmail.com');
    expect(suggestEmail('jane@gmail.con')).toBe('jane@gmail.com');
    expect(suggestEmail('jane@gmail.com')).toBeNull();
    expect(suggestEmail('jane@mycompany.co')).toBeNull();
  });
});

describe('live email hint, one example per branch in the spec order', () => {
  it.each([
    ['jane@gmail', 'error', 'Please enter a valid email format'],
    ['fuck@gmial.com', 'error', 'Please use an appropriate email address'],
    ['test1@mailinator.com', 'error', 'Please provide a valid personal email address'],
    ['jo@mailinator.com', 'error', 'Disposable email addresses are not allowed'],
    ['jo@gmial.com', 'warning', 'Did you mean jo@gmail.com?'],
    ['jo@gmail.com', 'warning', 'Email address seems too short'],
    [`${'a'.repeat(65)}@gmail.com`, 'error', 'Email address is too long'],
    ['jane..doe@gmail.com', 'error', 'Invalid character sequence in email'],
    ['jane.-doe@gmail.com', 'error', 'Invalid character sequence in email'],
    ['.jane@gmail.com', 'error', 'Email cannot start or end with special characters'],
    ['jane_@gmail.com', 'error', 'Email cannot start or end with special characters'],
    ['jane.doe@gmail.com', 'success', 'Email format looks good!'],
  ])('when the address is %s, then the hint is %s: %s', (email, level, message) => {
    expect(emailHint(email, isDisposableDomain)).toMatchObject({ level, message });
  });

  it('when the early checks pass, then the early hint is null and the domain decides the rest', () => {
    expect(emailEarlyHint('jane@gmail')?.message).toBe('Please enter a valid email format');
    expect(emailEarlyHint('test1@mailinator.com')?.message).toBe(
      'Please provide a valid personal email address',
    );
    expect(emailEarlyHint('jo@mailinator.com')).toBeNull();
    expect(emailHint('jo@mailinator.com')?.message).toBe('Email address seems too short');
    expect(emailHint('jo@example.com')?.message).toBe('Disposable email addresses are not allowed');
  });

  it('when a typo is found, then the suggestion is offered for the button', () => {
    expect(emailHint('jane@yahooo.com')).toEqual({
      level: 'warning',
      message: 'Did you mean jane@yahoo.com?',
      suggestion: 'jane@yahoo.com',
    });
  });

  it('when the field is empty, then there is no hint; a 64-character local part is still fine', () => {
    expect(emailHint('   ')).toBeNull();
    expect(emailHint(`${'a'.repeat(64)}@gmail.com`)?.level).toBe('success');
  });
});

import {
  APP_VERSION_TEXT,
  DANGEROUS_RESET_CATEGORIES,
  DEFAULT_RESET_VALUES,
  EXPORT_DEFAULTS,
  EXPORT_TYPES,
  FEEDBACK_TYPES,
  PRIVACY_DEFAULTS,
  RESET_CATEGORIES,
  canSubmitFeedback,
  estimateExportKb,
  isDeleteConfirmation,
  isResetConfirmation,
  isStrongPassword,
  passwordRequirements,
  validateExport,
  validatePasswordChange,
  validatePicture,
  validateProfile,
} from '../account';

describe('account rules', () => {
  it('when deleting, then only the exact phrase DELETE MY ACCOUNT confirms', () => {
    expect(isDeleteConfirmation('DELETE MY ACCOUNT')).toBe(true);
    expect(isDeleteConfirmation('delete my account')).toBe(false);
  });

  it('when resetting, then the phrase is compared case-insensitively', () => {
    expect(isResetConfirmation('Reset My Progress')).toBe(true);
    expect(isResetConfirmation('reset progress')).toBe(false);
    expect(RESET_CATEGORIES).toEqual(['progress', 'achievements', 'social', 'character', 'currency']);
    expect([...DANGEROUS_RESET_CATEGORIES].sort()).toEqual(['achievements', 'currency', 'progress']);
    expect(DEFAULT_RESET_VALUES).toMatchObject({
      xp: 0,
      level: 1,
      hearts: 5,
      coins: 0,
      flavourStones: 0,
      characterOutfit: 'chef',
      characterClothingColor: 'purple',
    });
  });

  it('when a new password is typed, then each requirement is checked live', () => {
    expect(passwordRequirements('abc').map((r) => r.met)).toEqual([false, false, true, false, false]);
    expect(passwordRequirements('Abcdef1!').every((r) => r.met)).toBe(true);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
    expect(isStrongPassword('abcdef1!')).toBe(false);
  });

  it('when changing the password, then current, strength and confirmation give the spec messages', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' }),
    ).toBe('Please enter your current password');
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'weak', confirmPassword: 'weak' }),
    ).toBe('Please ensure your new password meets all requirements.');
    const long = `Abcdef1!${'a'.repeat(1017)}`;
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: long, confirmPassword: long })).toBe(
      'Password must be 1024 characters or fewer',
    );
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' }),
    ).toBe('New password and confirmation must match');
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' }),
    ).toBeNull();
  });

  it('when editing the profile, then username, email, bio and picture rules apply', () => {
    expect(validateProfile({ username: ' ', email: '', bio: 'x'.repeat(201) })).toEqual({
      username: 'Please enter a username',
      email: 'Please enter an email address',
      bio: 'Bio must be at most 200 characters',
    });
    expect(validateProfile({ username: 'jane', email: 'j@x.io', bio: 'x'.repeat(200) })).toEqual({});
    expect(validatePicture({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(validatePicture({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Please select an image smaller than 5MB',
    );
    expect(validatePicture({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('when exporting, then 6 types exist, friends and activities start off, and each selected type is 2 KB', () => {
    expect(EXPORT_TYPES).toHaveLength(6);
    expect(EXPORT_DEFAULTS.friends).toBe(false);
    expect(EXPORT_DEFAULTS.activities).toBe(false);
    expect(EXPORT_DEFAULTS.profile).toBe(true);
    expect(estimateExportKb(['profile', 'progress', 'settings'])).toBe(6);
    expect(validateExport([])).toBe('Please select at least one data type to export');
  });

  it('when reading defaults, then privacy, feedback types and version follow the spec', () => {
    expect(PRIVACY_DEFAULTS).toEqual({
      allowDataCollection: true,
      emailNotifications: true,
      marketingEmails: false,
    });
    expect(FEEDBACK_TYPES).toEqual(['bug', 'feature', 'ui', 'performance', 'content', 'other']);
    expect(canSubmitFeedback('bug', '  ')).toBe(false);
    expect(canSubmitFeedback(null, 'hi')).toBe(false);
    expect(canSubmitFeedback('bug', 'hi')).toBe(true);
    expect(APP_VERSION_TEXT).toBe('v1.0.0');
  });
});

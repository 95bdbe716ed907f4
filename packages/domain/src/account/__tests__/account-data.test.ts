import {
  ACCOUNT_TOASTS,
  DANGEROUS_RESET_CATEGORIES,
  RESET_CATEGORIES,
  RESET_CATEGORY_INFO,
  RESET_OWNERS,
  resetCategoriesOf,
} from '../../index';

describe('account data rules', () => {
  it('every reset category has one owning service and a label', () => {
    for (const c of RESET_CATEGORIES) {
      expect(['identity', 'learning', 'social']).toContain(RESET_OWNERS[c]);
      expect(RESET_CATEGORY_INFO[c].label).not.toBe('');
    }
    expect(Object.keys(RESET_OWNERS).sort()).toEqual([...RESET_CATEGORIES].sort());
  });

  it('a selection splits by owner: progress, achievements and currency to learning, social to social, character to identity', () => {
    const all = [...RESET_CATEGORIES];
    expect(resetCategoriesOf('learning', all)).toEqual(['progress', 'achievements', 'currency']);
    expect(resetCategoriesOf('social', all)).toEqual(['social']);
    expect(resetCategoriesOf('identity', all)).toEqual(['character']);
    expect(resetCategoriesOf('social', ['progress'])).toEqual([]);
  });

  it('the dangerous categories are the spec ones', () => {
    expect([...DANGEROUS_RESET_CATEGORIES].sort()).toEqual(['achievements', 'currency', 'progress']);
  });

  it('the toasts read as the spec writes them', () => {
    expect(ACCOUNT_TOASTS).toMatchObject({
      consentWithdrawn: 'Consent Withdrawn',
      consentWithdrawnSuccessfully: 'Consent Withdrawn Successfully',
      withdrawFailedDefault: 'Unable to process consent withdrawal',
      passwordChangeFailedDefault: 'Failed to change password',
      accountDeleted: 'Account Deleted',
      dataExported: 'Data Exported',
    });
  });
});

import {
  filterText,
  moderateMessage,
  normalizeForMatching,
  USER_TEXT_MESSAGES,
  userTextProblem,
} from '../index';

describe('moderation reads text plainly', () => {
  it('when letters are full-width, accented or split by invisible characters, then the plain word is read', () => {
    expect(normalizeForMatching('ｆｕｃｋ')).toBe('fuck');
    expect(normalizeForMatching('fu\u200bck')).toBe('fuck');
    expect(normalizeForMatching('fu\u00ADck')).toBe('fuck');
    expect(normalizeForMatching('f\u0336u\u0336c\u0336k\u0336')).toBe('fuck');
    expect(normalizeForMatching('crème brûlée')).toBe('creme brulee');
  });

  it.each([
    ['a zero-width space', 'fu\u200bck you'],
    ['full-width letters', 'ｆｕｃｋ'],
    ['a soft hyphen', 'fu\u00adck you'],
    ['combining marks', 'f\u0336u\u0336c\u0336k\u0336 you, this is a long enough message'],
    ['a zero-width joiner', 'sh\u200did'.replace('d', 't')],
  ])('when a strong word hides behind %s, then the message is blocked', (_how, text) => {
    expect(moderateMessage(text).action).toBe('block');
    expect(filterText(text)).toBe('');
  });

  it('when a self-harm phrase hides a zero-width space, then it is removed', () => {
    expect(filterText('kill\u200byourself')).toBe('');
    expect(filterText('please go kill\u200b your\u200bself now, nobody likes you')).toBe('');
  });

  it('when a mild word hides a zero-width space, then it is censored', () => {
    expect(moderateMessage('you are an id\u200biot')).toMatchObject({ action: 'censor' });
    expect(filterText('you are an id\u200biot')).not.toContain('id');
  });

  it('when text is ordinary, with accents, emoji and their joiners, then it is allowed as written', () => {
    for (const text of [
      'Crème brûlée tonight?',
      'Phở is my favourite 🍜',
      'Family dinner 👨‍👩‍👧',
      'Tiếng Việt ngon',
    ])
      expect(moderateMessage(text)).toEqual({ action: 'allow', cleanedText: text, reason: null });
  });
});

describe('text refused whatever it says', () => {
  it('when text holds a right-to-left override or an isolate, then it is refused with a clear message', () => {
    expect(userTextProblem('Cool\u202Eweq Crew')).toBe(USER_TEXT_MESSAGES.directionControls);
    expect(userTextProblem('\u2067abc\u2069')).toBe(USER_TEXT_MESSAGES.directionControls);
    expect(moderateMessage('hi \u202Eolleh')).toEqual({
      action: 'block',
      cleanedText: 'hi \u202Eolleh',
      reason: USER_TEXT_MESSAGES.directionControls,
    });
  });

  it('when combining marks are stacked on a letter, then it is refused; real accents are fine', () => {
    expect(userTextProblem('he\u0300\u0301\u0302\u0303\u0304llo')).toBe(USER_TEXT_MESSAGES.stackedMarks);
    expect(userTextProblem('Tiếng Việt')).toBeNull();
    expect(userTextProblem('e\u0301\u0302')).toBeNull();
  });
});

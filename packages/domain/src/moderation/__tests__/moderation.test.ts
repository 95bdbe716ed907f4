import { cleanedOrEmpty, detectSpam, filterText, moderateMessage, moderateUsername } from '../moderation';
import { censorMild, normalizeText, profanityLevel } from '../profanity';

const long = (s: string) => `${s} and that is my honest view on the matter today`;

describe('normalisation and profanity levels', () => {
  it('when text is normalised, then it is lowercased, de-leeted and stripped of separators', () => {
    expect(normalizeText('F_u.C-k 1t')).toBe('fuckit');
    expect(normalizeText('H3ll0 W0rld')).toBe('helloworld');
  });

  it.each([
    ['kill yourself', 'severe'],
    ['k y s', 'severe'],
    ['n1gger', 'severe'],
    ['fuck', 'strong'],
    ['f.u.c.k', 'strong'],
    ['sh1t happens', 'strong'],
    ['damn it', 'mild'],
    ['you are stupid', 'mild'],
    ['piss off', 'mild'],
    ['s.t.u.p.i.d move', 'mild'],
    ['hello shell', null],
    ['this hit the spot', null],
    ['a classic peacock dumbbell', null],
  ])('when the text is %s, then the level is %s', (text, level) => {
    expect(profanityLevel(text)).toBe(level);
  });

  it('when kitchen words contain a listed word, then they stay clean', () => {
    expect(profanityLevel('toast the cumin, add shiitake, serve spotted dick')).toBeNull();
    expect(profanityLevel('a pissaladière tart')).toBeNull();
  });

  it('when mild words are censored, then they become asterisks of the same length', () => {
    expect(censorMild('what the hell is this crap')).toBe('what the **** is this ****');
    expect(censorMild('s.t.u.p.i.d move')).toBe('*********** move');
  });
});

describe('spam', () => {
  it.each([
    ['a'.repeat(501), 'Message too long'],
    ['nooooooooo way', 'Spam pattern detected'],
    ['buybuybuy now', 'Spam pattern detected'],
    ['this is AMAZINGSTUFF', 'Spam pattern detected'],
    ['great great great recipe', 'Spam pattern detected'],
    ['🍕🍕🍔🌮🍣🍩🍪🎂🍰🧁🍫', 'Excessive emojis'],
    ['see http://a.io http://b.io and www.c.io', 'Multiple URLs detected'],
  ])('when the text is %s, then it is spam: %s', (text, message) => {
    expect(detectSpam(text)).toEqual({ isSpam: true, message });
  });

  it('when text is ordinary, then it is not spam (two links, ten emojis and nine capitals are fine)', () => {
    expect(detectSpam('see http://a.io and http://b.io for my ABCDEFGHI pasta 🍕🍕🍔🌮🍣🍩🍪🎂🍰🧁')).toEqual(
      { isSpam: false, message: null },
    );
    expect(detectSpam('a'.repeat(5))).toEqual({ isSpam: false, message: null });
  });
});

describe('username moderation', () => {
  it.each([
    ['jo', 'Username must be 3-20 characters long'],
    ['a'.repeat(21), 'Username must be 3-20 characters long'],
    ['fuck_chef', 'Username contains inappropriate language'],
    ['kys_now', 'Username contains inappropriate language'],
    ['aaaaaaaachef', 'Username contains spam patterns'],
    ['chef.jane', 'Username can only contain letters, numbers, and underscores'],
  ])('when the username is %s, then it is refused with %s', (name, message) => {
    expect(moderateUsername(name)).toEqual({ ok: false, message });
  });

  it('when the username is clean or only mild, then it is accepted', () => {
    expect(moderateUsername('chef_jane42')).toEqual({ ok: true, message: null });
    expect(moderateUsername('damn_chef')).toEqual({ ok: true, message: null });
  });
});

describe('message moderation', () => {
  it('when a short message has strong or mild words, then it is blocked or censored like a long one', () => {
    expect(moderateMessage('fuck you')).toEqual({
      action: 'block',
      cleanedText: 'fuck you',
      reason: 'Strong profanity detected',
    });
    expect(moderateMessage('you are an idiot')).toEqual({
      action: 'censor',
      cleanedText: 'you are an *****',
      reason: 'Mild profanity detected',
    });
    expect(moderateMessage('damn')).toMatchObject({ action: 'censor', cleanedText: '****' });
  });

  it('when a short message only looks like spam, then the spam rules still let it through', () => {
    expect(moderateMessage('nooooooo!!!!!!')).toEqual({
      action: 'allow',
      cleanedText: 'nooooooo!!!!!!',
      reason: null,
    });
  });

  it('when a short or emoji message is severe, then it is blocked', () => {
    expect(moderateMessage('kys')).toEqual({
      action: 'block',
      cleanedText: 'kys',
      reason: 'Inappropriate content detected',
    });
    const withEmoji = long('kill yourself 🙂');
    expect(moderateMessage(withEmoji).reason).toBe('Inappropriate content detected');
    expect(moderateMessage(long('shit 🙂')).action).toBe('block');
  });

  it('when a longer message is spam, then it is blocked with the spam reason', () => {
    expect(moderateMessage(long('BUYCHEAPSPICES'))).toMatchObject({
      action: 'block',
      reason: 'Spam pattern detected',
    });
  });

  it('when a longer message is severe, strong or mild, then it is reported, blocked or censored', () => {
    expect(moderateMessage(long('go kill yourself'))).toMatchObject({
      action: 'report',
      reason: 'Hate speech or harassment detected',
    });
    expect(moderateMessage(long('this is fucking bad'))).toMatchObject({
      action: 'block',
      reason: 'Strong profanity detected',
    });
    expect(moderateMessage(long('this crap is stupid'))).toEqual({
      action: 'censor',
      cleanedText: long('this **** is ******'),
      reason: 'Mild profanity detected',
    });
    expect(moderateMessage(long('I love this recipe'))).toEqual({
      action: 'allow',
      cleanedText: long('I love this recipe'),
      reason: null,
    });
  });

  it('when the result is blocked or reported, then the deliverable text is empty', () => {
    expect(cleanedOrEmpty({ action: 'block', cleanedText: 'x', reason: 'r' })).toBe('');
    expect(cleanedOrEmpty({ action: 'report', cleanedText: 'x', reason: 'r' })).toBe('');
    expect(cleanedOrEmpty({ action: 'censor', cleanedText: '****', reason: 'r' })).toBe('****');
    expect(filterText(long('this is fucking bad'))).toBe('');
    expect(filterText(long('what the hell'))).toBe(long('what the ****'));
  });
});

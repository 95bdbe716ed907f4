import {
  REFERRAL_BONUS,
  REFERRAL_CODE_PARAM,
  referralInviteUrl,
  referralShareMessage,
  whatsAppShareUrl,
} from '../../index';

describe('referral invitations', () => {
  it('when an invite link is built, then it is absolute, on /auth, and carries the code in the sign-up parameter', () => {
    const url = new URL(referralInviteUrl('https://cook.example.org/ignored/path', 'SAGE42XY'));
    expect(url.origin + url.pathname).toBe('https://cook.example.org/auth');
    expect(url.searchParams.get(REFERRAL_CODE_PARAM)).toBe('SAGE42XY');
  });

  it('when the message is built, then it names the code and the reward both sides get', () => {
    const message = referralShareMessage('SAGE42XY');
    expect(message).toContain('SAGE42XY');
    expect(message).toContain(`${REFERRAL_BONUS} Spice Stones`);
  });

  it('when the WhatsApp link is built, then its text is the message and the link, encoded', () => {
    const link = whatsAppShareUrl('Cook with me & win!', 'https://cook.example.org/auth?ref=AB');
    expect(new URL(link).origin).toBe('https://wa.me');
    expect(new URL(link).searchParams.get('text')).toBe(
      'Cook with me & win! https://cook.example.org/auth?ref=AB',
    );
  });
});

import {
  SEND_STONES,
  canSearchUsers,
  chatSendFailureText,
  cleanFriendRequestMessage,
  isStarUser,
  isValidReportReason,
  leagueViewLevel,
  parseSendAmount,
  prepareChatMessage,
} from '../social';

const pad = ' and that is my honest view on the matter today';

describe('social rules', () => {
  it('when a stones amount is typed, then 1..100 is kept and anything else becomes 1; the dialog starts at 5', () => {
    expect(SEND_STONES.initial).toBe(5);
    expect([parseSendAmount('1'), parseSendAmount('100'), parseSendAmount(42)]).toEqual([1, 100, 42]);
    expect([
      parseSendAmount('0'),
      parseSendAmount('101'),
      parseSendAmount('abc'),
      parseSendAmount('2.5'),
      parseSendAmount(''),
    ]).toEqual([1, 1, 1, 1, 1]);
  });

  it('when a friend request message is given, then it is cut to 200 characters and filtered', () => {
    const words =
      'Tomatoes basil garlic onions peppers carrots celery leeks shallots ginger lemons limes thyme rosemary sage parsley chives dill fennel cumin paprika nutmeg cloves saffron vanilla mint oregano capers olives anchovies';
    expect(cleanFriendRequestMessage(words)).toBe(words.slice(0, 200));
    expect(cleanFriendRequestMessage('x'.repeat(250))).toBe('');
    expect(cleanFriendRequestMessage(`this is fucking great${pad}`)).toBe('');
    expect(cleanFriendRequestMessage(`what the hell${pad}`)).toBe(`what the ****${pad}`);
    expect(cleanFriendRequestMessage(undefined)).toBe('');
  });

  it('when a chat message is prepared, then blank is not sent and filtered-out text gives the spec error', () => {
    expect(prepareChatMessage('   ')).toEqual({ ok: false, error: null });
    expect(prepareChatMessage(`go kill yourself${pad}`)).toEqual({
      ok: false,
      error: 'Message was filtered out',
    });
    expect(prepareChatMessage('  hi there  ')).toEqual({ ok: true, text: 'hi there' });
    expect(chatSendFailureText(true)).toBe('Your message contains inappropriate content');
    expect(chatSendFailureText(false)).toBe('Failed to send message');
  });

  it('when searching, then at least 2 characters are needed', () => {
    expect(canSearchUsers('a')).toBe(false);
    expect(canSearchUsers(' ab ')).toBe(true);
  });

  it('when xp is 1000 or more, then the star applies; the league view level is floor(xp/1000)+1', () => {
    expect(isStarUser(999)).toBe(false);
    expect(isStarUser(1000)).toBe(true);
    expect([0, 999, 1000, 2500].map(leagueViewLevel)).toEqual([1, 1, 2, 3]);
  });

  it('when reporting, then a non-blank reason is required', () => {
    expect(isValidReportReason('  ')).toBe(false);
    expect(isValidReportReason('spam')).toBe(true);
  });
});

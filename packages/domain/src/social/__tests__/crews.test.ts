import { CREW_MESSAGES, crewDraftError, graphemeCount } from '../crews';

const draft = (over: Partial<{ name: string; banner: string; memberIds: string[] }> = {}) => ({
  name: 'Sauce Bosses',
  banner: '🔥',
  memberIds: ['friend-1'],
  ...over,
});

describe('kitchen crew rules', () => {
  it('when the name is blank after trimming, then the spec message is given', () => {
    expect(crewDraftError(draft({ name: '   ' }), 'me')).toBe('Crew name required');
  });

  it('when the crew would have 1 or 5 members, then the size message is given', () => {
    const size = 'Kitchen Crews must have 2-4 members (including yourself).';
    expect(crewDraftError(draft({ memberIds: [] }), 'me')).toBe(size);
    expect(crewDraftError(draft({ memberIds: ['me'] }), 'me')).toBe(size);
    expect(crewDraftError(draft({ memberIds: ['a', 'b', 'c', 'd'] }), 'me')).toBe(size);
    expect(crewDraftError(draft({ memberIds: ['a', 'a', 'b'] }), 'me')).toBeNull();
    expect(crewDraftError(draft({ memberIds: ['a', 'b', 'c'] }), 'me')).toBeNull();
  });

  it('when counting a banner, then one emoji with its modifiers counts as one character', () => {
    expect(graphemeCount('👩🏽‍🍳')).toBe(1);
    expect(graphemeCount('🇮🇹')).toBe(1);
    expect(graphemeCount('👩🏽‍🍳🔥')).toBe(2);
    expect(crewDraftError(draft({ banner: '👩🏽‍🍳🔥' }), 'me')).toBeNull();
    expect(crewDraftError(draft({ banner: '🔥🔥🔥' }), 'me')).toBe(CREW_MESSAGES.banner);
  });

  it('when the spec texts are read, then they match section 8', () => {
    expect(CREW_MESSAGES.created).toBe('Kitchen Crew Created!');
    expect(CREW_MESSAGES.joined).toBe('Joined Kitchen Crew!');
    expect(CREW_MESSAGES.createFailed).toBe('Failed to create crew');
    expect(CREW_MESSAGES.createFailedDetail).toBe('Please try again later.');
    expect(CREW_MESSAGES.joinFailed).toBe('Failed to join crew');
  });
});

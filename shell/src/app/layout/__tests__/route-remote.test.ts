import { remoteModuleFor } from '../route-spec';

describe('remoteModuleFor', () => {
  it('when the address is a remote screen, then it names that screen’s exposed module', () => {
    expect(remoteModuleFor('/')).toBe('mf_learn/LearnHome');
    expect(remoteModuleFor('/friends')).toBe('mf_social/FriendsScreen');
    expect(remoteModuleFor('/lesson/abc-123')).toBe('mf_learn/LessonPlayer');
  });

  it('when the address is a shell page, a coming-soon page or unknown, then it names none', () => {
    expect(remoteModuleFor('/auth')).toBeUndefined();
    expect(remoteModuleFor('/lesson')).toBeUndefined();
    expect(remoteModuleFor('/no/such/page')).toBeUndefined();
  });
});

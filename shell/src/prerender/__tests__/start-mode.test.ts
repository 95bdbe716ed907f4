import { startMode, type StartFacts } from '../start-mode';

const prerenderedAuth: StartFacts = {
  prerenderedPath: '/auth',
  pathname: '/auth',
  search: '',
  session: 'signedOut',
  theme: 'light',
};

describe('how the client starts on a pre-rendered page', () => {
  it('when a signed-out visitor opens the pre-rendered /auth in the light theme, then it hydrates', () => {
    expect(startMode(prerenderedAuth)).toBe('hydrate');
  });

  it.each<[string, Partial<StartFacts>]>([
    ['the visitor is signed in (on to Learn)', { session: 'signedIn' }],
    ['identity could not be reached', { session: 'unreachable' }],
    ['the dark theme applies', { theme: 'dark' }],
    ['an invite code opens the Sign Up tab', { search: '?ref=ABC123' }],
    ['a session token is in the address', { search: '?token=t' }],
    ['the page was not pre-rendered', { prerenderedPath: null }],
    ['the page is served for another path (the offline copy)', { pathname: '/league' }],
  ])('when %s, then it renders afresh', (_why, change) => {
    expect(startMode({ ...prerenderedAuth, ...change })).toBe('render');
  });
});

const learnerPage: StartFacts = {
  prerenderedPath: '/',
  pathname: '/',
  search: '',
  session: 'signedIn',
  theme: 'light',
  renderedFor: 'learner-1',
  signedInAs: 'learner-1',
};

describe("how the client starts on a learner's page drawn by the server", () => {
  it('when the session check says the same learner is signed in, then it hydrates', () => {
    expect(startMode(learnerPage)).toBe('hydrate');
  });

  it.each<[string, Partial<StartFacts>]>([
    ['another learner signed in since (another tab)', { signedInAs: 'learner-2' }],
    ['the session ended', { session: 'signedOut', signedInAs: null }],
    ['identity could not be reached', { session: 'unreachable' }],
    ['the dark theme applies', { theme: 'dark' }],
    ['the address has a query', { search: '?level=level-2' }],
  ])('when %s, then it renders afresh', (_why, change) => {
    expect(startMode({ ...learnerPage, ...change })).toBe('render');
  });
});

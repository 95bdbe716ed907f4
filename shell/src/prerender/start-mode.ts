// How the client starts on a page whose #root was pre-rendered: hydrate the markup when the
// visitor's first screen is exactly what was rendered, else render afresh. The build renders /auth
// for a signed-out visitor; the shell's renderer (shell/src/server) renders Learn for a signed-in
// learner; both in the light theme, with no query string.
import type { SessionStatus } from '@fff/platform';

/** 'hydrate': take over the pre-rendered markup; 'render': replace it (or fill an empty #root). */
export type StartMode = 'hydrate' | 'render';

/** What the decision looks at, read from the page once the session check answered. */
export interface StartFacts {
  /** The path the build rendered into #root (its data-prerendered attribute), or null. */
  prerenderedPath: string | null;
  pathname: string;
  search: string;
  session: SessionStatus;
  theme: 'light' | 'dark';
  /** The learner a server-rendered page was drawn for (its data-rendered-for), or null. */
  renderedFor?: string | null;
  /** The learner the session check says is signed in here, or null. */
  signedInAs?: string | null;
}

/**
 * Hydrate only when the client's first render gives the same markup as the build's: the same path,
 * signed out (a signed-in visitor goes on to Learn), the light theme (the class names carry the
 * theme's colours), and no query (a `?ref=` opens the Sign Up tab, a `?token=` starts a session).
 */
export function startMode(facts: StartFacts): StartMode {
  const learner = facts.renderedFor ?? null;
  // A learner's page is theirs only while the session is still theirs (not signed out, not another
  // learner signed in since in another tab).
  const sameVisitor =
    learner === null
      ? facts.session === 'signedOut'
      : facts.session === 'signedIn' && facts.signedInAs === learner;
  const same =
    facts.prerenderedPath !== null &&
    facts.prerenderedPath === facts.pathname &&
    facts.search === '' &&
    sameVisitor &&
    facts.theme === 'light';
  return same ? 'hydrate' : 'render';
}

// How the client starts on a page whose #root the build pre-rendered (dist/auth.html): hydrate the
// markup when the visitor's first screen is exactly what the build rendered, else render afresh.
// The build renders /auth for a signed-out visitor in the light theme, with no query string.
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
}

/**
 * Hydrate only when the client's first render gives the same markup as the build's: the same path,
 * signed out (a signed-in visitor goes on to Learn), the light theme (the class names carry the
 * theme's colours), and no query (a `?ref=` opens the Sign Up tab, a `?token=` starts a session).
 */
export function startMode(facts: StartFacts): StartMode {
  const same =
    facts.prerenderedPath !== null &&
    facts.prerenderedPath === facts.pathname &&
    facts.search === '' &&
    facts.session === 'signedOut' &&
    facts.theme === 'light';
  return same ? 'hydrate' : 'render';
}

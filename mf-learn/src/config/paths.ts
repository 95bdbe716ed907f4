// Every path this remote links to. The Learn drill-down keeps its view in the query string
// (?level=…&track=…&module=…) so back/forward and reload restore it.

/** Where a Learn view sits in the drill-down; absent keys mean a higher view. */
export interface LearnLocation {
  level?: string;
  track?: string;
  module?: string;
}

/** Learn home with the given view (levels when empty). */
export function learnPath(loc: LearnLocation = {}): string {
  const params = new URLSearchParams();
  if (loc.level) params.set('level', loc.level);
  if (loc.track) params.set('track', loc.track);
  if (loc.module) params.set('module', loc.module);
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/** The full-screen lesson player (shell route /lesson/:lessonId). */
export function lessonPath(lessonId: string): string {
  return `/lesson/${encodeURIComponent(lessonId)}`;
}

/** Reads the Learn view from a query string. */
export function parseLearnLocation(params: URLSearchParams): LearnLocation {
  return {
    level: params.get('level') ?? undefined,
    track: params.get('track') ?? undefined,
    module: params.get('module') ?? undefined,
  };
}

/** The full-screen Review session (shell route /review). */
export function reviewPath(): string {
  return '/review';
}

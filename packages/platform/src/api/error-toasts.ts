// Endpoints whose failures should raise an error toast. A feature asks for it once, next to
// its endpoint (`errorToastOn('voteRoadmapItem', { title: 'Vote failed', ... })`); the API
// listener reads this map, so components do not each write their own catch blocks.

/** How to present a failed call: fixed title; description fixed, or the server's message. */
export interface ErrorToastSpec {
  title: string;
  /** Fixed description. When absent, the server message (or "<status>: <body>") is shown. */
  description?: string;
  /** Shown when the server sends no message of its own. */
  fallbackDescription?: string;
}

const registry = new Map<string, ErrorToastSpec>();

/** Ask for an error toast whenever endpoint `endpointName` fails. */
export function errorToastOn(endpointName: string, spec: ErrorToastSpec): void {
  registry.set(endpointName, spec);
}

/** The toast requested for an endpoint, if any. */
export function errorToastFor(endpointName: string): ErrorToastSpec | undefined {
  return registry.get(endpointName);
}

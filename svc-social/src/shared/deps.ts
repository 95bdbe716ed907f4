import type { InternalClient, Logger } from '@fff/service-kit';

/** What the social use cases need from outside; tests pass their own clock. */
export interface SocialDeps {
  learning: InternalClient;
  logger: Logger;
  now: () => Date;
}

// svc-identity's limits count in service-kit's one MongoDB store (rate_limits, shared by every
// replica) and answer its one 429 code, too_many_requests, like svc-learning's and svc-social's.
export { ensureRateLimitIndexes, mongoLimiter } from '@fff/service-kit';

import { describeEdgeRobustness } from '@fff/service-kit/testing';
import { testApp } from './test-app';

// No database: every request here is refused before a route reads it.
describeEdgeRobustness('svc-social', {
  build: () => testApp({ BODY_LIMIT: '1kb' }),
  jsonPath: '/api/league/join-crew',
  authPath: '/api/league/current',
});

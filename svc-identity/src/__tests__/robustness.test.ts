import { describeEdgeRobustness } from '@fff/service-kit/testing';
import { testApp } from './test-app';

// No database: every request here is refused before a route reads it.
describeEdgeRobustness('svc-identity', {
  build: () => testApp({ BODY_LIMIT: '1kb' }),
  jsonPath: '/api/auth/login',
  authPath: '/api/user',
});

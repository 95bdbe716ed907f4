import { describeEdgeRobustness } from '@fff/service-kit/testing';
import { testApp } from './test-app';

// No database: every request here is refused before a route reads it.
describeEdgeRobustness('svc-learning', {
  build: () => testApp({ BODY_LIMIT: '1kb' }),
  jsonPath: '/internal/progression/batch',
  authPath: '/api/streak/calendar',
});

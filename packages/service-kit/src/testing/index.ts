// Entry `@fff/service-kit/testing`: helpers for the services' jest tests (test database, tokens, the shared
// edge, OpenAPI and fuzz suites). Never imported by production code (eslint forbids it outside tests), so a
// built service bundles none of it.
export { startTestDatabase, type TestDatabase } from './database';
export { makeTestKeys, signTestToken, rejectedAuthorizations, type RejectedAuthorization } from './tokens';
export { describeEdgeRobustness, type EdgeRobustnessOptions } from './edge-suite';
export { describeOpenApiDescription, type OpenApiSuiteOptions } from './openapi-suite';
export { describeOpenApiFuzz, type OpenApiFuzzOptions } from './fuzz-suite';
export { describeDeclaredAuth, type DeclaredAuthOptions } from './declared-auth-suite';
export { internalHeaders, productionInternalTokens } from './internal';
export { describeUserDataRegistry } from './user-data-suite';

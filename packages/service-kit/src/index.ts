// Public entry of @fff/service-kit: everything a service needs to be built the same way (test helpers are
// in the `@fff/service-kit/testing` entry).
export { createApp, createServiceApp, type CreateAppOptions, type CreateServiceAppOptions } from './app';
export {
  ALWAYS,
  baseConfigSchema,
  loadConfig,
  ConfigError,
  devInternalToken,
  internalCredentials,
  internalTokenKey,
  ownCredential,
  type BaseConfig,
  type ServiceName,
} from './config';
export { findRepoRoot } from './repo-root';
export { createLogger, type Logger } from './logger';
export {
  AppError,
  DependencyError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  tooMany,
  type AppErrorOptions,
  type ErrorDetails,
} from './errors';
export { errorHandler, notFoundHandler, toAppError } from './error-handler';
export { duplicateInsertPositions, isDuplicateKey } from './duplicate-key';
export {
  collectionOf,
  ownedBy,
  rawCollectionsIn,
  unregisteredCollections,
  userDataRegistry,
  type ErasedUser,
  type UserDataEntry,
  type UserDataRegistry,
} from './user-data';
export { validate, type ValidationSchemas, type ValidateOptions } from './validate';
export {
  declareRoutes,
  routeGroup,
  routerOf,
  docsOf,
  type DeclaredRoute,
  type RouteGroupOptions,
  type RouteGuard,
  type RouteContext,
  type RouteGuards,
  type RouteHandler,
  type RouteInput,
  type RouteOptions,
  type RouteReply,
} from './routes';
export { findRouteDrift } from './route-drift';
export { requireAuth, optionalAuth, verifyAccessToken, authOf, maybeAuthOf } from './auth';
export {
  loadJwtKeys,
  signAccessToken,
  JWT_ALGORITHM,
  JWT_ISSUER,
  JWT_AUDIENCE,
  type JwtKeys,
  type AuthContext,
} from './jwt-keys';
export { keySet, keyIdOf } from './key-set';
export {
  internalGate,
  internalCallerOf,
  INTERNAL_CALLER_HEADER,
  INTERNAL_TOKEN_HEADER,
  type InternalCredential,
  type InternalCredentials,
  type InternalGate,
} from './internal-auth';
export {
  createInternalClient,
  type InternalClient,
  type InternalClientOptions,
  type CallOptions,
} from './internal-client';
export { currentRequestId, REQUEST_ID_HEADER } from './request-context';
export { freshBatches, type BatchFetch } from './fresh-batches';
export { connectDatabase, databaseReady, applyMongooseSettings, type Database } from './database';
export {
  runService,
  main,
  type RunServiceOptions,
  type RunningService,
  type ServiceDeps,
  type ServiceParts,
} from './run-service';
export {
  MongoRateLimitStore,
  countHit,
  ensureRateLimitIndexes,
  RATE_LIMIT_COLLECTION,
} from './rate-limit-store';
export {
  mongoLimiter,
  learnerWriteLimits,
  ipKey,
  TOO_MANY_REQUESTS,
  TOO_MANY_DEFAULT_MESSAGE,
  type LimitWindow,
  type WriteLimitSettings,
} from './rate-limit';
export { createSessionCheck, rejectRevokedSessions, type SessionCheck } from './session-check';
export {
  accountDataRoutes,
  accountDataOpLog,
  type AccountDataHandlers,
  type AccountDataOpKind,
  type AccountDataOpLog,
} from './account-data';
export {
  createDurableWorker,
  createWorkerLoop,
  type DurableWorker,
  type DurableWorkerOptions,
  type WorkerLoopOptions,
} from './durable-worker';
export {
  backoffMs,
  createRetryQueue,
  createRetryWorker,
  type Backoff,
  type Claimed,
  type QueueItem,
  type RetryQueue,
  type RetryQueueOptions,
  type RetryWorkerOptions,
} from './retry-queue';
export { countRemoteFailure, MAX_REMOTE_FAILURE_SERIES, type RemoteFailure } from './remote-failures';

import { accountDataRoutes, type AccountDataHandlers } from '@fff/service-kit';
import { eraseOnce, exportSections, resetOnce } from './service';

/** svc-social's part of a learner's data: export, reset, erase (svc-identity's only; routes.ts mounts them). */
export const accountDataInternalRoutes = accountDataRoutes(
  'friends, requests, messages, blocks and league history',
);

/** What those routes do in svc-social. */
export const accountDataHandlers: AccountDataHandlers = { exportSections, resetOnce, eraseOnce };

import { accountDataRoutes, type AccountDataHandlers } from '@fff/service-kit';
import { exportSections } from './export';
import { eraseOnce, resetOnce } from './service';

/** svc-learning's part of a learner's data: export, reset, erase (svc-identity's only; routes.ts mounts them). */
export const accountDataInternalRoutes = accountDataRoutes(
  'progress, achievements, activities and wallet ledger',
);

/** What those routes do in svc-learning. */
export const accountDataHandlers: AccountDataHandlers = { exportSections, resetOnce, eraseOnce };

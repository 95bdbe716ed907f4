import { accountDataOpLog } from '@fff/service-kit';

/** Account-data operations (reset, erase) svc-social has finished, by operation id (see accountDataOpLog). */
export const accountDataOps = accountDataOpLog('SocialAccountDataOp');

import { authEndpoints } from '../endpoints/auth';
import { describeCalls, queriesOf } from './describe';

const describe = describeCalls(authEndpoints);

/** Sign-up and recovery. Neither public (not persisted) nor private. */
export const authCalls = {
  /** a 4-digit captcha image per form (scope); good for one try, so never kept once unused */
  captcha: (scope: string) => describe('captcha', { query: { format: 'json' }, key: ['captcha', scope], staleTime: 4 * 60_000, gcTime: 0 }),
};

export const authQueries = queriesOf(authCalls);

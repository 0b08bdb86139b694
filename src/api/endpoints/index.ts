import { authEndpoints } from './auth';
import { memberEndpoints } from './member';
import { publicEndpoints } from './public';

/** Every call the product makes, by name. Domains add theirs in their own file. */
export const api = {
  ...publicEndpoints,
  ...authEndpoints,
  ...memberEndpoints,
};

export type ApiName = keyof typeof api;
export * from './define';

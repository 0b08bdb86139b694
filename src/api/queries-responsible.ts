import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { responsibleEndpoints as api } from './endpoints/responsible';

/** The player's responsible-gaming state (private: sent with the token, never persisted). */
export const responsibleQueries = {
  state: () => queryOptions({ queryKey: ['private', 'responsibleGaming'], queryFn: ({ signal }) => call(api.rgState, {}, { signal }) }),
  session: () => queryOptions({ queryKey: ['private', 'responsibleSession'], queryFn: ({ signal }) => call(api.rgSession, {}, { signal }), staleTime: 0 }),
};

import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { api } from './endpoints';

/** Query-option factories of funds and profile; private (sent with the token, never persisted). */
export const fundsQueries = {
  /** sent with the token when logged in, so it is private here */
  paymentMethods: () =>
    queryOptions({ queryKey: ['private', 'paymentMethods'], queryFn: ({ signal }) => call(api.paymentMethods, {}, { signal }), staleTime: 60_000 }),
  channels: (name: string) =>
    queryOptions({
      queryKey: ['private', 'depositChannels', name],
      queryFn: ({ signal }) => call(api.depositChannels, { query: { name } }, { signal }),
      staleTime: 30_000,
      enabled: name !== '',
    }),
  otherPhones: () => queryOptions({ queryKey: ['private', 'otherPhones'], queryFn: ({ signal }) => call(api.otherPhones, {}, { signal }) }),
};

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { useSocialLinks } from '../../src/features/site';

it('community links from the answer are kept only when they are http(s) addresses', async () => {
  const qc = new QueryClient();
  qc.setQueryData(['sociallink'], { whatsapp: 'javascript:alert(1)', facebook: 'https://facebook.com/takaplay', telegram: 'data:text/html,hi' });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useSocialLinks(), { wrapper });
  await waitFor(() => expect(result.current).toBeDefined());
  expect(result.current).toEqual({ whatsapp: null, facebook: 'https://facebook.com/takaplay', telegram: null });
});

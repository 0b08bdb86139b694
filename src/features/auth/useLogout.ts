import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logout } from '../../session';

/** Clears the stored session and private data, then goes home. */
export function useLogout(): () => Promise<void> {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    qc.removeQueries({ queryKey: ['private'] });
    await navigate({ to: '/' });
  }, [qc, navigate]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { mutate } from '../../api';
import { playerMutations } from '../../api/calls/player';
import { endSession } from '../../session';

/** Ends the login on the server, clears the stored session and private data, then goes home. */
export function useLogout(): () => Promise<void> {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // the server forgets the token too (a copied token stops working); offline it still expires in 30 days.
    // Sent with the token before the session is cleared, and not waited for.
    void mutate(playerMutations.logout, undefined).catch(() => undefined);
    await endSession('logout', { queryClient: qc, go: () => navigate({ to: '/' }) });
  }, [qc, navigate]);
}

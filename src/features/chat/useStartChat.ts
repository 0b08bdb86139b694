import { useSingleFlight } from '../../ui/useSingleFlight';
import { useNavigate } from '@tanstack/react-router';
import { mutate } from '../../api';
import { chatMutations } from '../../api/calls/chat';
import { useSessionValue } from '../../session';
import { SUPPORT_USER_ID } from './config';

/** Opens (or creates) the conversation with support and goes to it. */
export function useStartChat() {
  const navigate = useNavigate();
  const remoteId = useSessionValue('remote_id') ?? '';
  return useSingleFlight({
    mutationFn: () => mutate(chatMutations.start, { user_one_id: Number(remoteId), user_two_id: SUPPORT_USER_ID }),
    onSuccess: (r) => navigate({ to: '/chat-box/$chatId', params: { chatId: String(r.chat.id) } }),
  });
}

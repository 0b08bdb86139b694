import { useSingleFlight } from '../../ui/useSingleFlight';
import { useNavigate } from '@tanstack/react-router';
import { api, call } from '../../api';
import { useSessionValue } from '../../session';
import { SUPPORT_USER_ID } from './config';

/** Opens (or creates) the conversation with support and goes to it. */
export function useStartChat() {
  const navigate = useNavigate();
  const remoteId = useSessionValue('remote_id') ?? '';
  return useSingleFlight({
    mutationFn: () => call(api.startChat, { body: { user_one_id: Number(remoteId), user_two_id: SUPPORT_USER_ID } }),
    onSuccess: (r) => navigate({ to: '/chat-box/$chatId', params: { chatId: String(r.chat.id) } }),
  });
}

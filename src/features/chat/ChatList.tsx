import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText } from '../../api';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { BackHeader } from '../../ui/BackHeader';
import { ChatNav } from './ChatNav';
import { chatQueries } from '../../api/calls/chat';
import { SendUsButton } from './SendUsButton';
import './chat.css';

export function ChatList() {
  const { t } = useTranslation('chat');
  const fmt = useShown();
  const q = useQuery(chatQueries.chats());
  return (
    <main className="page chat-page">
      <BackHeader title={t('list.title')} to="/chat" backLabel={t('nav.home')} />
      <QueryState query={q} loading={<Skeleton height={72} />} error={(e) => errorText(e, t('loadError'))} isEmpty={(data) => data.chats.length === 0}>
        {(data) => (
          <ul className="mp-list">
            {data.chats.map((c) => (
              <li key={c.chat_id}>
                <Link to="/chat-box/$chatId" params={{ chatId: String(c.chat_id) }} className="mp-card chat-recent">
                  <span className="chat-avatar" aria-hidden="true">
                    TP
                  </span>
                  <span className="chat-recent-body">
                    <strong>{c.other_user.username === 'support' ? t('supportName') : c.other_user.username}</strong>
                    <span className="chat-recent-text">{c.last_message?.content ?? t('list.noMessages')}</span>
                    {c.last_message && <small>{fmt.dateTimeZone(c.last_message.created_at)}</small>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <SendUsButton />
      <ChatNav />
    </main>
  );
}

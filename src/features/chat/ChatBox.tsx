import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, mutate } from '../../api';
import { MAX_MESSAGE_LENGTH } from '../../api/contract/chat';
import { pollJob, usePoll } from '../../poller';
import { useSessionValue } from '../../session';
import { EmptyState, Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { BackHeader } from '../../ui/BackHeader';
import { ChatNav } from './ChatNav';
import { canSend } from './logic';
import { chatCalls, chatMutations, chatQueries } from '../../api/calls/chat';
import './chat.css';

export function ChatBox({ chatId }: { chatId: number }) {
  const { t } = useTranslation('chat');
  const fmt = useShown();
  const qc = useQueryClient();
  const me = Number(useSessionValue('remote_id') ?? 0);
  // an address with no chat number (/chat-box/abc) is no chat: nothing to load or send to
  const known = Number.isInteger(chatId) && chatId > 0;
  usePoll(known ? pollJob({ id: `chat-${chatId}`, calls: [chatCalls.messages(chatId)] }) : null);
  const q = useQuery({ ...chatQueries.messages(chatId), enabled: known });
  const [text, setText] = useState('');
  const endRef = useRef<HTMLLIElement>(null);
  const count = q.data?.messages.length ?? 0;

  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const send = useSingleFlight({
    mutationFn: (content: string) => mutate(chatMutations.send, { chat_id: chatId, sender_id: me, content }, qc),
    onSuccess: () => setText(''),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSend(text)) return;
    send.mutate(text.trim());
  };

  if (!known) {
    return (
      <main className="page chat-page chat-box">
        <BackHeader title={t('supportName')} to="/chat-list" backLabel={t('box.back')} />
        <EmptyState>{t('box.notFound')}</EmptyState>
        <ChatNav />
      </main>
    );
  }

  return (
    <main className="page chat-page chat-box">
      <BackHeader title={t('supportName')} to="/chat-list" backLabel={t('box.back')} />
      <QueryState
        query={q}
        loading={<Skeleton height={200} />}
        error={(e) => errorText(e, t('loadError'))}
        isEmpty={(data) => data.messages.length === 0}
        empty={<EmptyState>{t('box.empty')}</EmptyState>}
      >
        {(data) => (
          <ol className="chat-messages" aria-label={t('box.conversation')} aria-live="polite">
            {data.messages.map((m) => {
              const mine = m.sender_id === me;
              return (
                <li key={m.id} className={mine ? 'chat-msg chat-mine' : 'chat-msg'} data-testid={mine ? 'msg-mine' : 'msg-theirs'}>
                  <span className="visually-hidden">{mine ? t('box.you') : t('supportName')}: </span>
                  <span className="chat-text">{m.content}</span>
                  <small>{fmt.clock(m.created_at).slice(0, 5)}</small>
                </li>
              );
            })}
            <li ref={endRef} aria-hidden="true" className="chat-end" />
          </ol>
        )}
      </QueryState>
      <form className="chat-form" onSubmit={submit}>
        <label htmlFor="chat-input" className="visually-hidden">
          {t('box.label')}
        </label>
        <textarea
          id="chat-input"
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('box.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={!canSend(text) || send.isPending}>
          {t('box.send')}
        </button>
      </form>
      {/* a mutation's failure (a message sent once), not a query to show with QueryState */}
      {send.isError && (
        <p className="error-text" role="alert">
          {errorText(send.error, t('box.sendError'))}
        </p>
      )}
      <ChatNav />
    </main>
  );
}

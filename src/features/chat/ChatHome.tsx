import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, imageSrc, publicQueries } from '../../api';
import { useSessionValue } from '../../session';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { previewWords } from '../inbox';
import { ChatNav } from './ChatNav';
import { PROMO_PREVIEW_WORDS } from './config';
import { chatQueries } from '../../api/calls/chat';
import { SendUsButton } from './SendUsButton';
import './chat.css';

export function ChatHome() {
  const { t } = useTranslation('chat');
  const fmt = useShown();
  const username = useSessionValue('username');
  const chats = useQuery(chatQueries.chats());
  const promos = useQuery(publicQueries.promotions());
  const recent = chats.data?.chats.find((c) => c.last_message);
  const shown = (promos.data ?? []).filter((p) => p.status === 'display');
  return (
    <main className="page chat-page">
      <div className="chat-hero">
        <p className="chat-hi">{t('home.greeting', { name: username ?? '' })}</p>
        <h1>{t('home.question')}</h1>
      </div>
      <section className="card chat-block" aria-labelledby="chat-recent">
        <h2 id="chat-recent">{t('home.recent')}</h2>
        <QueryState
          query={chats}
          loading={<Skeleton height={56} />}
          error={(e) => errorText(e, t('loadError'))}
          isEmpty={() => !recent?.last_message}
          empty={
            <p className="mp-muted" style={{ margin: 0 }}>
              {t('home.noRecent')}
            </p>
          }
        >
          {() =>
            recent?.last_message && (
              <Link to="/chat-box/$chatId" params={{ chatId: String(recent.chat_id) }} className="chat-recent">
                <span className="chat-avatar" aria-hidden="true">
                  TP
                </span>
                <span className="chat-recent-body">
                  <strong>{t('supportName')}</strong>
                  <span className="chat-recent-text">{recent.last_message.content}</span>
                  <small>{fmt.dateTimeZone(recent.last_message.created_at)}</small>
                </span>
              </Link>
            )
          }
        </QueryState>
        <SendUsButton />
      </section>
      <section aria-labelledby="chat-promos">
        <h2 id="chat-promos" className="chat-section-title">
          {t('home.promotions')}
        </h2>
        <QueryState query={promos} loading={<Skeleton height={180} />} error={(e) => errorText(e, t('loadError'))}>
          {() => (
            <ul className="mp-list">
              {shown.map((p) => {
                const img = imageSrc(p.thumbnail);
                return (
                  <li key={p.id} className="mp-card chat-promo">
                    {img && <img src={img} alt="" width={358} height={120} loading="lazy" />}
                    <h3>{p.name}</h3>
                    <p>{previewWords(p.desc, PROMO_PREVIEW_WORDS)}</p>
                    <Link to="/promotions" className="btn-link">
                      {t('home.seePromotion', { name: p.name })}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>
      <ChatNav />
    </main>
  );
}

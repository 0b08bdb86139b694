import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SliderItem } from '../../api/contract/public';
import { getSession, setSession, useLoggedIn, useSessionValue } from '../../session';
import { Modal } from '../../ui/Modal';
import { splitGameLink, useLaunchGame } from '../games';
import { MarketBlockPopup, type Section, useMarketBlock } from '../market-block';
import { CategoryIcon, GAME_CATEGORIES } from './categories';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { useScrolledPast } from './hooks';
import { imageSrc } from '../../api';

/** spec 1, section 9: marquee speed 30 (pixels per second) */
const MARQUEE_PX_PER_S = 30;

/** `pending`: the settings are not known yet; the bar's place is kept so the page does not shift. */
export function NoticeMarquee({ notices, pending = false }: { notices: string[]; pending?: boolean }) {
  const { t } = useTranslation('lobby');
  const text = notices.join('   •   ');
  // a ref object, not a state setter as callback ref: a state update from a ref is made during the
  // commit, and React then renders it synchronously, with every pending effect, in the first screen's task
  const innerRef = useRef<HTMLSpanElement>(null);
  const [duration, setDuration] = useState(20);
  const shown = !pending && !!text;
  useEffect(() => {
    const inner = innerRef.current;
    if (!shown || !inner || typeof ResizeObserver === 'undefined') return;
    // The text travels its box's width (the window's width of padding plus the text). The size comes
    // from an observer, read after the browser's own layout: asking for it at mount forced a layout.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? inner.offsetWidth;
      if (width > 0) setDuration(Math.max(5, width / MARQUEE_PX_PER_S));
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [shown]);
  if (pending) return <div className="marquee skeleton" aria-hidden="true" />;
  if (!text) return null;
  return (
    <section className="marquee" aria-label={t('notice.label')} data-testid="marquee">
      <span className="marquee-icon" aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 10v4h3l5 4V6L6 10zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
        </svg>
      </span>
      <div className="marquee-window">
        <span ref={innerRef} className="marquee-text" style={{ animationDuration: `${duration}s` }}>
          {text}
        </span>
      </div>
    </section>
  );
}

/** Shortcuts into the three sections an upline can block; a blocked one shows the popup instead. */
export function MarketSection() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const market = useMarketBlock();
  const [popup, setPopup] = useState(false);
  const { launch, layer } = useLaunchGame();
  const open = (section: Section, go: () => void) => (market.isBlocked(section) ? setPopup(true) : go());
  const items: Array<{ section: Section; icon: string; title: string; sub: string; go: () => void }> = [
    { section: 'exchange', icon: 'sports', title: t('market.exchange'), sub: t('market.exchangeSub'), go: () => void navigate({ to: '/exchange' }) },
    {
      section: 'sports',
      icon: 'lottery',
      title: t('market.sports'),
      sub: t('market.sportsSub'),
      go: () => launch({ gameCode: '', gameType: 'SPORTS', platform: 'SBO', name: 'SBO Sports' }),
    },
    {
      section: 'games',
      icon: 'casino',
      title: t('market.games'),
      sub: t('market.gamesSub'),
      go: () => void navigate({ to: '/games', search: { type: 'LIVE' } }),
    },
  ];
  return (
    <section className="home-section" aria-labelledby="market-h">
      <h2 id="market-h" className="section-title">
        {t('market.title')}
      </h2>
      <ul className="market-grid">
        {items.map((it) => (
          <li key={it.section}>
            <button type="button" className={`market-card market-${it.section}`} onClick={() => open(it.section, it.go)} data-testid={`market-${it.section}`}>
              <CategoryIcon name={it.icon} size={28} />
              <strong>{it.title}</strong>
              <small>{market.isBlocked(it.section) ? t('market.blocked') : it.sub}</small>
              {market.isBlocked(it.section) && (
                <span className="market-lock" aria-hidden="true">
                  🔒
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <MarketBlockPopup open={popup} onClose={() => setPopup(false)} />
      {layer}
    </section>
  );
}

/** Sliders of type Favourite: a player goes to the exchange site with the stored exchange token, a guest to /login. */
export function FavouritesSlider({ items }: { items: SliderItem[] }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const market = useMarketBlock();
  const [popup, setPopup] = useState(false);
  if (items.length === 0) return null;
  const open = () => {
    const s = getSession();
    if (!s.token) return void navigate({ to: '/login', search: { redirect: '/' } });
    if (market.isBlocked('exchange')) return setPopup(true);
    // the exchange redirect screen attaches the stored exchange token
    void navigate({ to: '/exchange-redirect' });
  };
  return (
    <section className="home-section" aria-labelledby="fav-h">
      <h2 id="fav-h" className="section-title">
        {t('favourites.title')}
      </h2>
      <ul className="fav-row" data-testid="favourites">
        {items.map((s) => (
          <li key={s.id}>
            <button type="button" className="fav-card" onClick={open}>
              <img src={imageSrc(s.thubmnail)} alt="" width={140} height={140} loading="lazy" decoding="async" />
              <span>
                {s.name}
                <span className="visually-hidden"> {t('favourites.onExchange')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <MarketBlockPopup open={popup} onClose={() => setPopup(false)} />
    </section>
  );
}

/** Sliders of type Features: the link "PLATFORM-TYPE" starts that game; a guest goes to /login. */
export function FeaturedGames({ items }: { items: SliderItem[] }) {
  const { t } = useTranslation('lobby');
  const { launch, layer } = useLaunchGame();
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="feat-h">
      <h2 id="feat-h" className="section-title">
        {t('featured.title')}
      </h2>
      <ul className="featured-grid" data-testid="featured">
        {items.map((s) => {
          const target = splitGameLink(s.link);
          return (
            <li key={s.id}>
              <button
                type="button"
                className="featured-card"
                disabled={!target}
                onClick={() => target && launch({ gameCode: '', gameType: target.gameType, platform: target.platform, name: s.name })}
              >
                <img src={imageSrc(s.thubmnail)} alt="" width={120} height={120} loading="lazy" decoding="async" />
                <span className="featured-name">
                  <span className="visually-hidden">{t('featured.playPrefix')} </span>
                  {s.name}
                </span>
                {target && <span className="featured-platform">{target.platform}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {layer}
    </section>
  );
}

/** Category navigation; it becomes active (pinned under the header) once the page is scrolled past 300 px. */
export function CategoryNav() {
  const { t } = useTranslation('common');
  const active = useScrolledPast(300);
  return (
    <nav className={`cat-nav${active ? ' is-active' : ''}`} aria-label={t('lobby:categories')} data-testid="category-nav" data-active={active}>
      <ul>
        <li>
          <Link to="/games" search={{ type: 'SPORTS', title: t('nav.sports') }}>
            <CategoryIcon name="sports" />
            <span>{t('nav.sports')}</span>
          </Link>
        </li>
        {GAME_CATEGORIES.map((c) => (
          <li key={c.key}>
            <Link to="/games" search={{ type: c.type, title: t(`nav.${c.key}`) }}>
              <CategoryIcon name={c.key} />
              <span>{t(`nav.${c.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ScrollTopButton() {
  const { t } = useTranslation('lobby');
  const past = useScrolledPast(300);
  const reduced = usePrefersReducedMotion();
  if (!past) return null;
  return (
    <button type="button" className="scroll-top" aria-label={t('scrollTop')} onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </button>
  );
}

/** The welcome popup after sign-up (regPopup=1), then the system notice (popup=1 and a notice); closing stores 0. */
export function HomePopups({ notice }: { notice: string | null | undefined }) {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const popup = useSessionValue('popup');
  const regPopup = useSessionValue('regPopup');
  if (loggedIn && regPopup === '1') {
    const close = () => void setSession({ regPopup: '0' });
    return (
      <Modal
        open
        title={t('welcome.title')}
        onClose={close}
        closeLabel={t('welcome.close')}
        footer={
          <>
            <button type="button" className="btn" onClick={close}>
              {t('welcome.home')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                close();
                void navigate({ to: '/deposit' });
              }}
            >
              {t('welcome.deposit')}
            </button>
          </>
        }
      >
        <div className="welcome-body">
          <div className="welcome-badge" aria-hidden="true">
            🎉
          </div>
          <p>{t('welcome.body')}</p>
        </div>
      </Modal>
    );
  }
  if (popup === '1' && notice?.trim()) {
    const close = () => void setSession({ popup: '0' });
    return (
      <Modal
        open
        title={t('systemNotice.title')}
        onClose={close}
        closeLabel={t('systemNotice.close')}
        footer={
          <button type="button" className="btn btn-primary" onClick={close}>
            {t('systemNotice.ok')}
          </button>
        }
      >
        <p className="system-notice-text">{notice}</p>
      </Modal>
    );
  }
  return null;
}

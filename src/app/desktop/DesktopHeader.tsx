import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { LazyUnreadBadge } from '../shell/unread';
import { useGameCategories } from '../../features/lobby';
import { LanguageToggle, useGeneral, useLogo, useSocialLinks } from '../../features/site';
import { BalanceAmount, useBalance } from '../../features/wallet';
import { HideBalanceButton } from './HideBalanceButton';
import { useLoggedIn, useSessionValue } from '../../session';
import { ChevronIcon, ClockIcon, FacebookIcon, MailIcon, ReloadIcon, SponsorLogo, WhatsAppIcon } from './icons';
import { useNow } from '../../ui/useNow';
import { imageSrc } from '../../api';

export const APP_DOWNLOAD_PATH = '/page/site/component/appDownload.jsp';
export const REGISTER_LEGACY_PATH = '/page/guest/register.jsp';

/** Dhaka time (GMT+6), refreshed every second. */
function DhakaClock() {
  const { t } = useTranslation('desktop');
  const fmt = useShown();
  const now = useNow();
  return (
    <span className="dk-clock">
      <ClockIcon />
      <span className="visually-hidden">{t('header.clock')}: </span>
      <time dateTime={new Date(now).toISOString()} data-testid="dhaka-clock">
        {fmt.day(now)} {fmt.clock(now)}
      </time>
      <span className="dk-clock-zone">({fmt.zone})</span>
    </span>
  );
}

function Contacts() {
  const { t } = useTranslation('desktop');
  const social = useSocialLinks();
  const { general } = useGeneral();
  const mail = general?.support_mail;
  return (
    <ul className="dk-contacts" aria-label={t('header.contacts')}>
      {social?.whatsapp && (
        <li>
          <a href={social.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t('header.whatsapp')}>
            <WhatsAppIcon />
            <span>{t('header.whatsappShort')}</span>
          </a>
        </li>
      )}
      {social?.facebook && (
        <li>
          <a href={social.facebook} target="_blank" rel="noopener noreferrer" aria-label={t('header.facebook')}>
            <FacebookIcon />
            <span>{t('header.facebookShort')}</span>
          </a>
        </li>
      )}
      {mail && (
        <li>
          <a href={`mailto:${mail}`} aria-label={t('header.email', { mail })}>
            <MailIcon />
            <span>{mail}</span>
          </a>
        </li>
      )}
    </ul>
  );
}

function Wallet() {
  const { t } = useTranslation('desktop');
  const balance = useBalance();
  const [spinning, setSpinning] = useState(false);
  const reload = () => {
    setSpinning(true);
    void balance.refetch().finally(() => setTimeout(() => setSpinning(false), 500));
  };
  return (
    <div className="dk-wallet">
      <span className="dk-wallet-label">{t('header.mainWallet')}</span>
      <strong className="dk-wallet-amount" data-testid="header-balance" aria-live="polite">
        {balance.data ? <BalanceAmount value={balance.data.balance} /> : '৳ ----'}
      </strong>
      <button type="button" className={`dk-icon-btn${spinning ? ' is-spinning' : ''}`} aria-label={t('header.reload')} onClick={reload} disabled={spinning}>
        <ReloadIcon />
      </button>
      <HideBalanceButton className="dk-icon-btn" />
    </div>
  );
}

function SportsMenu() {
  const { t } = useTranslation('desktop');
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      // focus was in the menu that is now hidden: back to the button that opened it
      if (ref.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <li ref={ref} className="dk-nav-menu">
      <button ref={button} type="button" className="dk-nav-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('nav.sports')} <ChevronIcon />
      </button>
      <ul id={id} className="dk-submenu" hidden={!open}>
        <li>
          <a href="/player/playGame?t=sport&v=CRICKET" onClick={() => setOpen(false)}>
            <strong>{t('nav.exchange')}</strong>
            <small>{t('nav.exchangeHint')}</small>
          </a>
        </li>
      </ul>
    </li>
  );
}

export function DesktopHeader() {
  const { t } = useTranslation('desktop');
  const categories = useGameCategories();
  const logo = useLogo();
  const loggedIn = useLoggedIn();
  const username = useSessionValue('username');
  return (
    <header className="dk-header">
      <div className="dk-topbar">
        <div className="dk-wrap dk-topbar-row">
          <DhakaClock />
          <div className="dk-topbar-end">
            <Contacts />
            <span className="dk-currency" title={t('header.currency')}>
              ৳ BDT
            </span>
            <LanguageToggle compact />
          </div>
        </div>
      </div>
      <div className="dk-mainbar">
        <div className="dk-wrap dk-mainbar-row">
          <Link to="/" className="dk-logo" aria-label={t('header.home')}>
            {logo ? <img src={imageSrc(logo.logo)} alt="" width={150} height={40} /> : <strong>TakaPlay</strong>}
          </Link>
          <span className="dk-sponsor" role="img" aria-label={t('header.sponsor')}>
            <SponsorLogo />
          </span>
          <div className="dk-mainbar-end">
            {loggedIn ? (
              <>
                <span className="dk-user" title={username} translate="no">
                  {t('header.hello', { name: username ?? '' })}
                </span>
                <Wallet />
                <Link to="/account" search={{ tab: 'deposit' }} className="btn btn-primary dk-btn">
                  {t('nav.deposit')}
                </Link>
                <Link to="/account" className="btn dk-btn">
                  {t('nav.memberCenter')}
                  <LazyUnreadBadge />
                </Link>
                <a href="/player/logout" className="btn dk-btn dk-btn-ghost">
                  {t('nav.logout')}
                </a>
              </>
            ) : (
              <>
                <Link to="/login" className="btn dk-btn">
                  {t('nav.login')}
                </Link>
                <a href={REGISTER_LEGACY_PATH} className="btn btn-primary dk-btn">
                  {t('nav.signup')}
                </a>
              </>
            )}
          </div>
        </div>
      </div>
      <nav className="dk-nav" aria-label={t('nav.label')}>
        <ul className="dk-wrap dk-nav-row">
          <li>
            <Link to="/" className="dk-nav-link" activeOptions={{ exact: true }}>
              {t('nav.home')}
            </Link>
          </li>
          <SportsMenu />
          {categories.map((c) => (
            <li key={c.slug}>
              <Link to={`/${c.slug}`} className="dk-nav-link">
                {t(`nav.${c.slug}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/promotions" className="dk-nav-link">
              {t('nav.promotions')}
            </Link>
          </li>
          <li>
            <Link to="/vip" className="dk-nav-link">
              {t('nav.vip')}
            </Link>
          </li>
          <li>
            <Link to="/referral" className="dk-nav-link">
              {t('nav.referral')}
            </Link>
          </li>
          <li className="dk-nav-app">
            <a href={APP_DOWNLOAD_PATH} target="_blank" rel="noopener" className="dk-nav-link">
              {t('nav.appDownload')}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

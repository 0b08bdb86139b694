import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import type { useSocialLinks } from '../../features/site';
import { APP_DOWNLOAD_PATH, REGISTER_LEGACY_PATH } from './DesktopHeader';
import { FacebookIcon, MailIcon, TelegramIcon, WhatsAppIcon } from './icons';

/** The desktop footer's column blocks: help and guides above the payment badges, community and trust below. */

type SocialLinks = ReturnType<typeof useSocialLinks>;
type Contact = { social: SocialLinks; mail: string | null | undefined };

const AMBASSADORS = [
  { id: 'a1', hue: 28 },
  { id: 'a2', hue: 200 },
  { id: 'a3', hue: 330 },
] as const;

function Avatar({ hue, initials }: { hue: number; initials: string }) {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle cx="28" cy="28" r="27" fill={`hsl(${hue} 55% 32%)`} stroke="#ffd000" strokeWidth="2" />
      <text x="28" y="34" textAnchor="middle" fontFamily="sans-serif" fontSize="18" fontWeight="700" fill="#fff">
        {initials}
      </text>
    </svg>
  );
}

function LicenceImage({ label }: { label: string }) {
  return (
    <svg width="150" height="56" viewBox="0 0 150 56" role="img" aria-label={label}>
      <rect x="1" y="1" width="148" height="54" rx="8" fill="#0f1923" stroke="#3ddc84" strokeWidth="2" />
      <path d="M16 14l10 4v9c0 7-5 12-10 14-5-2-10-7-10-14v-9z" fill="#3ddc84" />
      <path d="m11 27 4 4 7-8" stroke="#0f1923" strokeWidth="2.5" fill="none" />
      <text x="36" y="25" fontFamily="sans-serif" fontSize="11" fontWeight="700" fill="#f2f4f7">
        GAMING LICENCE
      </text>
      <text x="36" y="40" fontFamily="sans-serif" fontSize="9" fill="#a9b6c3">
        Verified operator · 18+
      </text>
    </svg>
  );
}

function SupportSection({ social, mail }: Contact) {
  const { t } = useTranslation('desktop');
  return (
    <section aria-labelledby="dk-f-support">
      <h2 id="dk-f-support">{t('footer.support')}</h2>
      <ul>
        {social?.whatsapp && (
          <li>
            <a href={social.whatsapp} target="_blank" rel="noopener noreferrer">
              {t('footer.whatsappSupport')}
            </a>
          </li>
        )}
        {mail && (
          <li>
            <a href={`mailto:${mail}`}>{mail}</a>
          </li>
        )}
        <li>{t('footer.hours')}</li>
      </ul>
    </section>
  );
}

function GuideSection() {
  const { t } = useTranslation('desktop');
  return (
    <section aria-labelledby="dk-f-guide">
      <h2 id="dk-f-guide">{t('footer.guide')}</h2>
      <ul>
        <li>
          <a href={REGISTER_LEGACY_PATH}>{t('footer.guideRegister')}</a>
        </li>
        <li>
          <Link to="/account" search={{ tab: 'deposit' }}>
            {t('footer.guideDeposit')}
          </Link>
        </li>
        <li>
          <Link to="/account" search={{ tab: 'withdrawal' }}>
            {t('footer.guideWithdraw')}
          </Link>
        </li>
        <li>
          <Link to="/promotions">{t('footer.guidePromotions')}</Link>
        </li>
      </ul>
    </section>
  );
}

/** Support, guides, ambassador links, the app and responsible gaming: the grid above the payment badges. */
export function FooterHelpGrid({ social, mail, onResponsibleMore }: Contact & { onResponsibleMore: () => void }) {
  const { t } = useTranslation('desktop');
  return (
    <div className="dk-footer-grid">
      <SupportSection social={social} mail={mail} />
      <GuideSection />
      <section aria-labelledby="dk-f-amb">
        <h2 id="dk-f-amb">{t('footer.ambassadorLinks')}</h2>
        <ul>
          {AMBASSADORS.map((a) => (
            <li key={a.id}>
              <Link to="/promotions">{t(`footer.ambassador.${a.id}.link`)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="dk-f-app">
        <h2 id="dk-f-app">{t('footer.app')}</h2>
        <p>{t('footer.appText')}</p>
        <a className="btn btn-primary dk-btn" href={APP_DOWNLOAD_PATH} target="_blank" rel="noopener">
          {t('footer.appButton')}
        </a>
      </section>
      <section aria-labelledby="dk-f-rg">
        <h2 id="dk-f-rg">{t('footer.responsible')}</h2>
        <p>
          <span className="dk-18" aria-hidden="true">
            18+
          </span>
          {t('footer.responsibleText')}
        </p>
        <button type="button" className="btn-link" onClick={onResponsibleMore}>
          {t('footer.responsibleMore')}
        </button>
      </section>
    </div>
  );
}

function CommunitySection({ social, mail }: Contact) {
  const { t } = useTranslation('desktop');
  return (
    <section aria-labelledby="dk-f-community">
      <h2 id="dk-f-community">{t('footer.community')}</h2>
      <ul className="dk-community">
        {social?.facebook && (
          <li>
            <a href={social.facebook} target="_blank" rel="noopener noreferrer" aria-label={t('header.facebook')}>
              <FacebookIcon size={22} />
            </a>
          </li>
        )}
        {social?.whatsapp && (
          <li>
            <a href={social.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t('header.whatsapp')}>
              <WhatsAppIcon size={22} />
            </a>
          </li>
        )}
        {social?.telegram && (
          <li>
            <a href={social.telegram} target="_blank" rel="noopener noreferrer" aria-label={t('footer.telegram')}>
              <TelegramIcon size={22} />
            </a>
          </li>
        )}
        {mail && (
          <li>
            <a href={`mailto:${mail}`} aria-label={t('header.email', { mail })}>
              <MailIcon size={22} />
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

/** Community links, sponsorship, ambassadors and the licence: the columns below the payment badges. */
export function FooterTrustColumns({ social, mail }: Contact) {
  const { t } = useTranslation('desktop');
  return (
    <div className="dk-footer-cols">
      <CommunitySection social={social} mail={mail} />
      <section aria-labelledby="dk-f-sponsor">
        <h2 id="dk-f-sponsor">{t('footer.sponsorship')}</h2>
        <p className="dk-sponsor-line">
          <strong>{t('footer.sponsorName')}</strong>
          <span>{t('footer.sponsorYears')}</span>
        </p>
      </section>
      <section aria-labelledby="dk-f-ambassadors">
        <h2 id="dk-f-ambassadors">{t('footer.ambassadors')}</h2>
        <ul className="dk-amb-list">
          {AMBASSADORS.map((a) => {
            const name = t(`footer.ambassador.${a.id}.name`);
            return (
              <li key={a.id}>
                <Avatar hue={a.hue} initials={t(`footer.ambassador.${a.id}.initials`)} />
                <span>{name}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="dk-f-licence">
        <h2 id="dk-f-licence">{t('footer.licence')}</h2>
        <LicenceImage label={t('footer.licenceAlt')} />
      </section>
    </div>
  );
}

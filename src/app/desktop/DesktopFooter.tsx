import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { affiliateUrl } from '../../features/lobby';
import { useGeneral, useSocialLinks } from '../../features/site';
import { Modal } from '../../ui/Modal';
import { APP_DOWNLOAD_PATH, REGISTER_LEGACY_PATH } from './DesktopHeader';
import { FacebookIcon, MailIcon, TelegramIcon, WhatsAppIcon } from './icons';
import { PaymentBadges } from './PaymentBadges';

/** The desktop SEO block folds at 970 px (spec 1, sections 2.2 and 4). */
const DESKTOP_FOLD_PX = 970;
const SEO_SECTIONS = ['intro', 'casino', 'slots', 'cricket', 'payments', 'app', 'promos', 'vip', 'support', 'safety', 'fair', 'start'] as const;
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

type InfoPage = 'responsible' | 'about' | null;

export function DesktopFooter() {
  const { t } = useTranslation('desktop');
  const [open, setOpen] = useState(false);
  const [info, setInfo] = useState<InfoPage>(null);
  const seoId = useId();
  const social = useSocialLinks();
  const { general } = useGeneral();
  const mail = general?.support_mail;
  return (
    <footer className="dk-footer">
      <div className="dk-wrap">
        <div className="dk-footer-grid">
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
            <button type="button" className="btn-link" onClick={() => setInfo('responsible')}>
              {t('footer.responsibleMore')}
            </button>
          </section>
        </div>

        <section className="dk-footer-row" aria-labelledby="dk-f-pay">
          <h2 id="dk-f-pay">{t('footer.paymentMethods')}</h2>
          <PaymentBadges />
        </section>

        <div className="dk-footer-cols">
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

        <section className="dk-seo" aria-labelledby="dk-f-seo">
          <h2 id="dk-f-seo">{t('footer.seoTitle')}</h2>
          <div id={seoId} className="dk-seo-body" data-testid="seo-block" data-open={open} style={{ maxHeight: open ? 'none' : DESKTOP_FOLD_PX }}>
            {SEO_SECTIONS.map((s) => (
              <div key={s}>
                <h3>{t(`seo.${s}.title`)}</h3>
                <p>{t(`seo.${s}.body`)}</p>
              </div>
            ))}
          </div>
          <button type="button" className="btn dk-btn dk-seo-toggle" aria-expanded={open} aria-controls={seoId} onClick={() => setOpen((o) => !o)}>
            {open ? t('footer.showLess') : t('footer.showMore')}
          </button>
        </section>

        <nav className="dk-footer-links" aria-label={t('footer.linksLabel')}>
          <a href={affiliateUrl()} target="_blank" rel="noopener noreferrer">
            {t('footer.affiliate')}
          </a>
          <Link to="/responsible-gaming">{t('footer.responsible')}</Link>
          <button type="button" className="btn-link" onClick={() => setInfo('about')}>
            {t('footer.about')}
          </button>
        </nav>
        <p className="dk-rights">{t('footer.rights')}</p>
      </div>
      <Modal open={info !== null} title={info === 'about' ? t('footer.about') : t('footer.responsible')} onClose={() => setInfo(null)} closeLabel={t('close')}>
        {info === 'about' ? (
          <p>{t('footer.aboutText')}</p>
        ) : (
          <>
            <p>{t('footer.responsibleText')}</p>
            <p>{t('footer.responsibleLong')}</p>
            <p>
              <Link to="/responsible-gaming" onClick={() => setInfo(null)}>
                {t('footer.responsible')}
              </Link>
            </p>
          </>
        )}
      </Modal>
    </footer>
  );
}

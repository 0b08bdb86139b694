import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { affiliateUrl } from '../../features/lobby';
import { useGeneral, useSocialLinks } from '../../features/site';
import { Modal } from '../../ui/Modal';
import { FooterHelpGrid, FooterTrustColumns } from './DesktopFooterSections';
import { PaymentBadges } from './PaymentBadges';

/** The desktop SEO block folds at 970 px (spec 1, sections 2.2 and 4). */
const DESKTOP_FOLD_PX = 970;
const SEO_SECTIONS = ['intro', 'casino', 'slots', 'cricket', 'payments', 'app', 'promos', 'vip', 'support', 'safety', 'fair', 'start'] as const;

type InfoPage = 'responsible' | 'about' | null;

function SeoBlock({ seoId, open, onToggle }: { seoId: string; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('desktop');
  return (
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
      <button type="button" className="btn dk-btn dk-seo-toggle" aria-expanded={open} aria-controls={seoId} onClick={onToggle}>
        {open ? t('footer.showLess') : t('footer.showMore')}
      </button>
    </section>
  );
}

function FooterLinks({ onAbout }: { onAbout: () => void }) {
  const { t } = useTranslation('desktop');
  return (
    <nav className="dk-footer-links" aria-label={t('footer.linksLabel')}>
      <a href={affiliateUrl()} target="_blank" rel="noopener noreferrer">
        {t('footer.affiliate')}
      </a>
      <Link to="/responsible-gaming">{t('footer.responsible')}</Link>
      <button type="button" className="btn-link" onClick={onAbout}>
        {t('footer.about')}
      </button>
    </nav>
  );
}

/** "About us" or the responsible-gaming note, opened from the footer. */
function FooterInfoModal({ info, onClose }: { info: InfoPage; onClose: () => void }) {
  const { t } = useTranslation('desktop');
  return (
    <Modal open={info !== null} title={info === 'about' ? t('footer.about') : t('footer.responsible')} onClose={onClose} closeLabel={t('close')}>
      {info === 'about' ? (
        <p>{t('footer.aboutText')}</p>
      ) : (
        <>
          <p>{t('footer.responsibleText')}</p>
          <p>{t('footer.responsibleLong')}</p>
          <p>
            <Link to="/responsible-gaming" onClick={onClose}>
              {t('footer.responsible')}
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}

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
        <FooterHelpGrid social={social} mail={mail} onResponsibleMore={() => setInfo('responsible')} />

        <section className="dk-footer-row" aria-labelledby="dk-f-pay">
          <h2 id="dk-f-pay">{t('footer.paymentMethods')}</h2>
          <PaymentBadges />
        </section>

        <FooterTrustColumns social={social} mail={mail} />
        <SeoBlock seoId={seoId} open={open} onToggle={() => setOpen((o) => !o)} />
        <FooterLinks onAbout={() => setInfo('about')} />
        <p className="dk-rights">{t('footer.rights')}</p>
      </div>
      <FooterInfoModal info={info} onClose={() => setInfo(null)} />
    </footer>
  );
}

import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSocialLinksQuery } from '../../features/site';
import { FOOTER_WAIT_PX } from './footer-wait';
import { usePaymentMarks } from './payment-marks';

/** Footer: payment methods, community links, brand ambassador, responsible gaming, the SEO text folded at 200 px. */
export function Footer({ foldHeight = 200 }: { foldHeight?: number }) {
  const { t } = useTranslation(['common', 'lobby']);
  const socialQuery = useSocialLinksQuery();
  const social = socialQuery.data;
  const marks = usePaymentMarks();
  const payments = marks.active;
  const [open, setOpen] = useState(false);
  const id = useId();
  // drawn once the answers that add its first sections are in: a section coming in later would push
  // the rest of the footer down (a layout shift, if under the bottom bar)
  if (marks.loading || socialQuery.isLoading) return <div className="shell-footer-wait" style={{ minHeight: FOOTER_WAIT_PX }} aria-hidden="true" />;
  const links = (
    [
      ['facebook', social?.facebook],
      ['telegram', social?.telegram],
      ['whatsapp', social?.whatsapp],
    ] as const
  ).filter(([, url]) => !!url);
  return (
    <footer className="shell-footer">
      {payments.length > 0 && (
        <section aria-labelledby={`${id}-pay`}>
          <h2 id={`${id}-pay`} className="footer-h">
            {t('lobby:footer.payments')}
          </h2>
          <ul className="footer-chips" data-testid="footer-payments">
            {payments.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      )}
      {links.length > 0 && (
        <section aria-labelledby={`${id}-com`}>
          <h2 id={`${id}-com`} className="footer-h">
            {t('lobby:footer.community')}
          </h2>
          <ul className="footer-social">
            {links.map(([name, url]) => (
              <li key={name}>
                <a href={url ?? '#'} target="_blank" rel="noopener noreferrer">
                  {t(`lobby:footer.${name}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section id="ambassador" aria-labelledby={`${id}-amb`} className="footer-ambassador">
        <h2 id={`${id}-amb`} className="footer-h">
          {t('lobby:footer.ambassador')}
        </h2>
        <p>{t('lobby:footer.ambassadorText')}</p>
      </section>
      <section>
        <h2 className="footer-title">{t('footer.seoTitle')}</h2>
        <div id={id} className="footer-seo" style={{ maxHeight: open ? 'none' : foldHeight }}>
          <p>{t('footer.seo')}</p>
        </div>
        <button type="button" className="btn-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? t('footer.showLess') : t('footer.showMore')}
        </button>
      </section>
      <p className="footer-badges">
        <span className="footer-18">18+</span>
        <span>
          {t('lobby:footer.responsible')} <Link to="/responsible-gaming">{t('footer.responsibleLink')}</Link>
        </span>
      </p>
      <p className="footer-rights">{t('footer.rights')}</p>
    </footer>
  );
}

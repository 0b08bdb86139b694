import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Footer with the SEO text folded at 200 px (Show More / Show Less). */
export function Footer({ foldHeight = 200 }: { foldHeight?: number }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <footer className="shell-footer">
      <section>
        <h2 className="footer-title">{t('footer.seoTitle')}</h2>
        <div id={id} className="footer-seo" style={{ maxHeight: open ? 'none' : foldHeight }}>
          <p>{t('footer.seo')}</p>
        </div>
        <button type="button" className="btn-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? t('footer.showLess') : t('footer.showMore')}
        </button>
      </section>
      <p className="footer-rights">{t('footer.rights')}</p>
    </footer>
  );
}

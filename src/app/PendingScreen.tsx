import { useTranslation } from '../i18n/react';

/** Shown by a member route whose screen is still being built. */
export function PendingScreen({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <main className="page">
      <h1 className="page-title">{title}</h1>
      <p className="empty">{t('noData')}</p>
    </main>
  );
}

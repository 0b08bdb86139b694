import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/react';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <main className="page">
      <h1 className="page-title">{t('notFound.title')}</h1>
      <Link to="/" className="btn btn-primary">
        {t('crash.home')}
      </Link>
    </main>
  );
}

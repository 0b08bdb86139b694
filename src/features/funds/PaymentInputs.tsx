import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { Skeleton } from '../../ui/EmptyState';
import './funds.css';

/* The make-payment's saved-phone choice (the receipt upload is in ReceiptUpload.tsx). */
export function PhoneSelect({ phones, loading, value, onChange }: { phones: string[]; loading: boolean; value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation('funds');
  const id = useId();
  if (loading) return <Skeleton height={64} style={{ marginBottom: 12 }} />;
  if (phones.length === 0) {
    return (
      <p className="alert alert-error">
        {t('check.verifyPhone')} <Link to="/profile">{t('goToProfile')}</Link>
      </p>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t('make.phone')}</label>
      <select id={id} name="phone" value={value} onChange={(e) => onChange(e.target.value)}>
        {phones.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Skeleton } from '../../ui/EmptyState';
import './funds.css';

/* Make-payment inputs of their own: the saved-phone choice and the receipt upload. */
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

/** Receipt images (multiple, drop area) previewed locally; the spec's submit-deposit carries no file. */
export function ReceiptUpload() {
  const { t } = useTranslation('funds');
  const [files, setFiles] = useState<Array<{ name: string; url: string }>>([]);
  const [over, setOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u);
    },
    [],
  );
  const add = (list: FileList | null) => {
    if (!list) return;
    const images = [...list].filter((f) => f.type.startsWith('image/'));
    const next = images.map((f) => ({ name: f.name, url: URL.createObjectURL(f) }));
    urls.current.push(...next.map((n) => n.url));
    setFiles((prev) => [...prev, ...next]);
  };
  const reset = () => {
    for (const u of urls.current) URL.revokeObjectURL(u);
    urls.current = [];
    setFiles([]);
    if (inputRef.current) inputRef.current.value = '';
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };
  return (
    <div className="field">
      <span className="receipt-label" id="receipt-label">
        {t('make.receipt')}
      </span>
      <label
        className="drop-area"
        data-over={over ? 'true' : undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <input ref={inputRef} type="file" accept="image/*" multiple aria-labelledby="receipt-label" onChange={(e) => add(e.target.files)} />
        <span aria-hidden="true" className="drop-icon">
          ⇪
        </span>
        <span>{t('make.dropHint')}</span>
      </label>
      {files.length > 0 && (
        <>
          <ul className="receipt-previews">
            {files.map((f) => (
              <li key={f.url}>
                <img src={f.url} alt={t('make.receiptAlt', { name: f.name })} />
              </li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={reset}>
            {t('make.resetReceipt')}
          </button>
        </>
      )}
    </div>
  );
}

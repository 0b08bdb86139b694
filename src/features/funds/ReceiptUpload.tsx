import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { type PickedReceipt, type ReceiptRefusal, screenReceipts } from './receipts';
import './funds.css';

/**
 * Receipt pictures (several, drop area) sent with the payment. The make-payment form holds them, so
 * an offline or refused submit keeps them; a file that is not a JPEG, PNG or WebP picture, is over
 * 5 MB, or is a sixth one is refused at once with its name and reason.
 */
export function ReceiptUpload({
  value,
  onChange,
  disabled = false,
}: {
  value: PickedReceipt[];
  onChange: (next: PickedReceipt[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('funds');
  const [over, setOver] = useState(false);
  const [refused, setRefused] = useState<ReceiptRefusal[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  // the previews of the pictures still chosen are let go when the form goes
  const latest = useRef(value);
  latest.current = value;
  useEffect(
    () => () => {
      for (const r of latest.current) URL.revokeObjectURL(r.url);
    },
    [],
  );
  const add = async (list: FileList | null) => {
    const picked = list ? [...list] : [];
    if (inputRef.current) inputRef.current.value = ''; // the same file may be picked again after a reset
    if (picked.length === 0) return;
    const { accepted, refused: no } = await screenReceipts(latest.current.length, picked);
    setRefused(no);
    if (accepted.length > 0) onChange([...latest.current, ...accepted.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };
  const reset = () => {
    for (const r of value) URL.revokeObjectURL(r.url);
    setRefused([]);
    onChange([]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) void add(e.dataTransfer.files);
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
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={disabled}
          aria-labelledby="receipt-label"
          aria-describedby="receipt-rules"
          onChange={(e) => void add(e.target.files)}
        />
        <span aria-hidden="true" className="drop-icon">
          ⇪
        </span>
        <span>{t('make.dropHint')}</span>
        <small id="receipt-rules">{t('make.receiptRules')}</small>
      </label>
      {refused.length > 0 && (
        <ul className="receipt-refused" role="alert">
          {refused.map((r) => (
            <li key={`${r.reason}:${r.name}`}>{t(`make.receiptRefused.${r.reason}`, { name: r.name })}</li>
          ))}
        </ul>
      )}
      {value.length > 0 && (
        <>
          <p className="receipt-count">{t('make.receiptCount', { count: value.length })}</p>
          <ul className="receipt-previews">
            {value.map((r) => (
              <li key={r.url}>
                <img src={r.url} alt={t('make.receiptAlt', { name: r.file.name })} />
              </li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={reset} disabled={disabled}>
            {t('make.resetReceipt')}
          </button>
        </>
      )}
    </div>
  );
}

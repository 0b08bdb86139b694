import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { type CodeType, rememberLinkCode } from './link-code';

const SHOW_MISSING_MS = 2500;

/** /referral_code?referral_code=X (and affiliate, agent): store the code, then go to sign-up. */
export function LinkCodePage({ codeType, code }: { codeType: CodeType; code: string | undefined }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [missing] = useState(() => !code);
  useEffect(() => {
    if (code) {
      void rememberLinkCode(codeType, code).then(() => navigate({ to: '/signup', replace: true }));
      return;
    }
    // shown on the page (not a blocking alert), then on to sign-up all the same
    const id = setTimeout(() => void navigate({ to: '/signup', replace: true }), SHOW_MISSING_MS);
    return () => clearTimeout(id);
  }, [code, codeType, navigate]);
  return (
    <main className="page">
      {missing ? (
        <p className="alert alert-error" role="alert">
          {/* English keeps the URL parameter's own name (the spec's wording); Bangla names the code in words */}
          {t('linkCode.missing', { codeType: t(`linkCode.codeTypes.${codeType}`) })}
        </p>
      ) : (
        <p role="status">{t('linkCode.saving')}</p>
      )}
    </main>
  );
}

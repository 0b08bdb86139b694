import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import { useStartChat } from './useStartChat';

/** "Send us": opens the conversation with support; a failed start is said under the button. */
export function SendUsButton() {
  const { t } = useTranslation('chat');
  const start = useStartChat();
  return (
    <>
      <button type="button" className="btn btn-primary btn-block chat-send-us" onClick={() => start.mutate()} disabled={start.isPending}>
        {t('home.sendUs')}
      </button>
      {/* a mutation's failure (the call was sent once, not a query to show with QueryState) */}
      {start.isError && (
        <p className="error-text" role="alert">
          {errorText(start.error, t('startError'))}
        </p>
      )}
    </>
  );
}

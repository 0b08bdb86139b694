import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import { ErrorState } from '../../ui/EmptyState';
import { useGeneral, useSocialLinksQuery } from '../site';
import { Icon, type IconName } from './icons';

/**
 * The items of Contact Us: the community links and the support e-mail. When the links cannot be
 * loaded the player is told so and can ask again; the e-mail, when known, is shown all the same.
 */
export function ContactList() {
  const { t } = useTranslation(['account', 'common']);
  const links = useSocialLinksQuery();
  const social = links.data;
  const { general } = useGeneral();
  const failed = social === undefined && links.isError;

  const contacts: Array<{ key: string; href: string; label: string; icon: IconName }> = [];
  if (social?.whatsapp) contacts.push({ key: 'wa', href: social.whatsapp, label: t('menu.whatsapp'), icon: 'whatsapp' });
  if (social?.facebook) contacts.push({ key: 'fb', href: social.facebook, label: t('menu.facebook'), icon: 'facebook' });
  if (social?.telegram) contacts.push({ key: 'tg', href: social.telegram, label: t('menu.telegram'), icon: 'telegram' });
  if (general?.support_mail) contacts.push({ key: 'mail', href: `mailto:${general.support_mail}`, label: t('menu.email'), icon: 'mail' });

  return (
    <>
      {failed && (
        <li className="acc-empty">
          <ErrorState message={errorText(links.error, t('menu.contactsError'))} onRetry={() => void links.refetch()} retryLabel={t('common:retry')} />
        </li>
      )}
      {contacts.length === 0 && !failed && <li className="acc-muted acc-empty">{social === undefined ? t('menu.loading') : t('noData')}</li>}
      {contacts.map((c) => (
        <li key={c.key}>
          <a className="acc-item" href={c.href} target={c.icon === 'mail' ? undefined : '_blank'} rel="noopener noreferrer">
            <Icon name={c.icon} />
            <span>{c.label}</span>
            <span className="acc-chevron" aria-hidden="true">
              ›
            </span>
          </a>
        </li>
      ))}
    </>
  );
}

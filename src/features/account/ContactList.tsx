import { useTranslation } from '../../i18n/react';
import { errorText } from '../../api';
import { QueryState } from '../../ui/QueryState';
import { useGeneral, useSocialLinksQuery } from '../site';
import { Icon, type IconName } from './icons';

type Contact = { key: string; href: string; label: string; icon: IconName };

function ContactItem({ c }: { c: Contact }) {
  return (
    <li>
      <a className="acc-item" href={c.href} target={c.icon === 'mail' ? undefined : '_blank'} rel="noopener noreferrer">
        <Icon name={c.icon} />
        <span>{c.label}</span>
        <span className="acc-chevron" aria-hidden="true">
          ›
        </span>
      </a>
    </li>
  );
}

/**
 * The items of Contact Us: the community links and the support e-mail. When the links cannot be
 * loaded the player is told so and can ask again; the e-mail, when known, is shown all the same.
 */
export function ContactList() {
  const { t } = useTranslation(['account', 'common']);
  const links = useSocialLinksQuery();
  const { general } = useGeneral();
  const mail: Contact | null = general?.support_mail ? { key: 'mail', href: `mailto:${general.support_mail}`, label: t('menu.email'), icon: 'mail' } : null;
  const linksOf = (social: NonNullable<typeof links.data>): Contact[] => {
    const out: Contact[] = [];
    if (social.whatsapp) out.push({ key: 'wa', href: social.whatsapp, label: t('menu.whatsapp'), icon: 'whatsapp' });
    if (social.facebook) out.push({ key: 'fb', href: social.facebook, label: t('menu.facebook'), icon: 'facebook' });
    if (social.telegram) out.push({ key: 'tg', href: social.telegram, label: t('menu.telegram'), icon: 'telegram' });
    return out;
  };

  return (
    <>
      <QueryState
        query={links}
        // the e-mail alone while the links load, when it is known
        loading={!mail && <li className="acc-muted acc-empty">{t('menu.loading')}</li>}
        error={(e) => errorText(e, t('menu.contactsError'))}
        frame={(note) => <li className="acc-empty">{note}</li>}
        isEmpty={(social) => !mail && linksOf(social).length === 0}
        empty={<li className="acc-muted acc-empty">{t('noData')}</li>}
      >
        {(social) => linksOf(social).map((c) => <ContactItem key={c.key} c={c} />)}
      </QueryState>
      {mail && <ContactItem c={mail} />}
    </>
  );
}

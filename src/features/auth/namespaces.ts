import { loadNamespaces } from '../../i18n';

/** The texts of the login, sign-up and forgot-password screens. */
export const AUTH_NAMESPACES = ['auth', 'validation'] as const;

/** Their routes' loader: the texts load with the screen's code, so its first render does not wait for them. */
export const loadAuthTexts = (): Promise<void> => loadNamespaces(AUTH_NAMESPACES);

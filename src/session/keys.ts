/** The spec's stored session keys, the one list of them. */
export const SESSION_KEYS = [
  'token',
  'remote_id',
  'username',
  'exchangeToken',
  'popup',
  'regPopup',
  'balance',
  'agent_code',
  'referral_code',
  'affiliate_code',
  'whatsapp',
  'liveChat',
  'intercom',
  'tawkId',
] as const;

export type SessionKey = (typeof SESSION_KEYS)[number];
export type Session = Partial<Record<SessionKey, string>>;

/** What logout clears (spec 1, section 4). A 401 on balance clears everything instead. */
export const LOGOUT_KEYS: readonly SessionKey[] = ['token', 'balance', 'remote_id', 'username', 'exchangeToken', 'agent_code'];

/** What a successful sign-up clears. */
export const LINK_CODE_KEYS: readonly SessionKey[] = ['agent_code', 'referral_code', 'affiliate_code'];

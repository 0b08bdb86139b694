import { clearSession, setSession } from '../../session';

export type CodeType = 'referral_code' | 'affiliate_code' | 'agent_code';

/**
 * Keeps a code from a link for sign-up. Sign-up fills one referral field from the referral or the affiliate
 * code, so the link followed last replaces the other one.
 */
export async function rememberLinkCode(codeType: CodeType, code: string): Promise<void> {
  if (codeType === 'referral_code') await clearSession(['affiliate_code']);
  if (codeType === 'affiliate_code') await clearSession(['referral_code']);
  await setSession({ [codeType]: code });
}

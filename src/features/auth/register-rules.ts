/**
 * Desktop registration (spec 1, sections 2.10 and 5): the two steps' checks (the contract's form rules), the currency ids of
 * the desktop form, and how the desktop fields map onto the sign-up call.
 */
import { firstErrorOf, RegisterStep1Rules, RegisterStep2Rules } from '../../api/contract/form-rules';

export const CURRENCY_IDS = { BDT: 8, INR: 7, PKR: 17 } as const;
export type CurrencyCode = keyof typeof CURRENCY_IDS;
const DEFAULT_CURRENCY_ID = CURRENCY_IDS.BDT;

export function currencyCode(id: number): CurrencyCode {
  const hit = (Object.keys(CURRENCY_IDS) as CurrencyCode[]).find((c) => CURRENCY_IDS[c] === id);
  return hit ?? 'BDT';
}

/** Calling code 880 only. */
export const CALLING_CODE = '880';
export const USERNAME_MAX = 15;
export const PASSWORD_MAX = 20;
export const REFERRAL_MAX = 20;
export const NAME_MAX = 100;

export interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  friendReferCode: string;
  currencyType: number;
  realName: string;
  callingCode: string;
  phoneNumber: string;
  email: string;
  captcha: string;
  ageCheck: boolean;
}

export const EMPTY_REGISTER: RegisterForm = {
  username: '',
  password: '',
  confirmPassword: '',
  friendReferCode: '',
  currencyType: DEFAULT_CURRENCY_ID,
  realName: '',
  callingCode: CALLING_CODE,
  phoneNumber: '',
  email: '',
  captcha: '',
  ageCheck: false,
};

/** Keys in the desktop i18n namespace (register.*): the English text is the spec's exact wording. */
export type StepError = 'fillAll' | 'passwordShort' | 'mismatch' | 'fillAllStep2' | 'ageRequired';

export function step1Error(f: Pick<RegisterForm, 'username' | 'password' | 'confirmPassword'>): StepError | null {
  return firstErrorOf(RegisterStep1Rules, f) as StepError | null;
}

export function step2Error(f: Pick<RegisterForm, 'realName' | 'phoneNumber' | 'email' | 'captcha' | 'ageCheck'>): StepError | null {
  return firstErrorOf(RegisterStep2Rules, f) as StepError | null;
}

/** Usernames are shown and sent in lower case, letters and digits only. */
export function normaliseUsername(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, USERNAME_MAX);
}

/** A number typed after +880 is stored the way the mobile sign-up stores it: 0 and the national number. */
export function nationalPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^880/, '');
  return digits.startsWith('0') ? digits : `0${digits}`;
}

/** The desktop form mapped onto POST /api/v1/create-players. */
export function signupPayload(f: RegisterForm, captchaId: string, agentCode = '') {
  return {
    username: f.username.trim(),
    password: f.password,
    confirmPassword: f.confirmPassword,
    name: f.realName.trim(),
    phone: nationalPhone(f.phoneNumber),
    email: f.email.trim(),
    referral_code: f.friendReferCode.trim(),
    agent_code: agentCode,
    currency: currencyCode(f.currencyType),
    status: 'active',
    captcha: f.captcha.trim(),
    captcha_id: captchaId,
  };
}

/** Server field names that live on step 1 (an error there sends the player back to step 1). */
export const STEP1_FIELDS = ['username', 'password', 'confirmPassword', 'referral_code'] as const;

import * as v from 'valibot';

export const LoginBody = v.object({ username: v.string(), password: v.string() });
export const LoginAnswer = v.looseObject({
  token: v.string(),
  remote_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  username: v.string(),
  exchange: v.array(v.looseObject({ token: v.string() })),
  message: v.optional(v.string()),
});

export const Currency = v.picklist(['BDT', 'INR', 'PKR']);
export const SignupBody = v.object({
  username: v.string(),
  password: v.string(),
  confirmPassword: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  referral_code: v.optional(v.string(), ''),
  agent_code: v.optional(v.string(), ''),
  currency: v.optional(Currency, 'BDT'),
  status: v.optional(v.string(), 'active'),
  /** desktop registration only: the 4-digit captcha and the id of the image it answers */
  captcha: v.optional(v.string()),
  captcha_id: v.optional(v.string()),
});
/** 201: message; 422: errors as a field map */
export const SignupAnswer = v.looseObject({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

export const ForgotBody = v.variant('type', [
  v.object({ type: v.literal('email'), email: v.string(), username: v.string() }),
  /** the SMS tab answers the captcha (each text message costs the operator) */
  v.object({ type: v.literal('sms'), phone: v.string(), username: v.string(), captcha: v.optional(v.string()), captcha_id: v.optional(v.string()) }),
]);
export const ResetBody = v.object({
  otp: v.string(),
  password: v.string(),
  password_confirmation: v.string(),
  username: v.string(),
});

export { BalanceAnswer, User, UserAnswer, type UserRecord } from './player';

export const CaptchaAnswer = v.looseObject({ id: v.string(), image: v.string() });

export type LoginResult = v.InferOutput<typeof LoginAnswer>;
export type SignupPayload = v.InferInput<typeof SignupBody>;

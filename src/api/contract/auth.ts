import * as v from 'valibot';
import { Text } from './common';

export const LoginBody = v.object({ username: Text('username', 50), password: Text('password', 128) });
export const LoginAnswer = v.looseObject({
  token: v.string(),
  remote_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  username: v.string(),
  exchange: v.array(v.looseObject({ token: v.string() })),
  message: v.optional(v.string()),
});

export const Currency = v.picklist(['BDT', 'INR', 'PKR']);
export const SignupBody = v.object({
  username: Text('username', 50),
  password: Text('password', 128),
  confirmPassword: Text('confirm password', 128),
  name: Text('name', 100),
  phone: Text('phone', 20),
  email: Text('email', 191),
  referral_code: v.optional(Text('referral code', 20), ''),
  agent_code: v.optional(Text('agent code', 50), ''),
  currency: v.optional(Currency, 'BDT'),
  status: v.optional(Text('status', 20), 'active'),
  /** desktop registration only: the 4-digit captcha and the id of the image it answers */
  captcha: v.optional(Text('captcha', 10)),
  captcha_id: v.optional(Text('captcha id', 64)),
});
/** 201: message; 422: errors as a field map */
export const SignupAnswer = v.looseObject({
  message: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});

export const ForgotBody = v.variant('type', [
  v.object({ type: v.literal('email'), email: Text('email', 191), username: Text('username', 50) }),
  /** the SMS tab answers the captcha (each text message costs the operator) */
  v.object({
    type: v.literal('sms'),
    phone: Text('phone', 20),
    username: Text('username', 50),
    captcha: v.optional(Text('captcha', 10)),
    captcha_id: v.optional(Text('captcha id', 64)),
  }),
]);
export const ResetBody = v.object({
  otp: Text('otp', 10),
  password: Text('password', 128),
  password_confirmation: Text('password confirmation', 128),
  username: Text('username', 50),
});

export { BalanceAnswer, User, UserAnswer, type UserRecord } from './player';

export const CaptchaAnswer = v.looseObject({ id: v.string(), image: v.string() });

export type LoginResult = v.InferOutput<typeof LoginAnswer>;
export type SignupPayload = v.InferInput<typeof SignupBody>;

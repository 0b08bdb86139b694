import * as v from 'valibot';
import { Flag, Id, RemoteIdIn, Text } from './common';

export const OtherPhone = v.looseObject({ id: Id, contract_value: v.string(), isverify: Flag });
export const OtherPhonesAnswer = v.looseObject({ data: v.array(OtherPhone) });

/** POST /api/send-verification-code: the player's own phone or e-mail (one of them). */
export const SendCodeBody = v.pipe(
  v.object({ phone: v.optional(Text('phone', 20)), email: v.optional(Text('email', 191)) }),
  v.check((b) => !!b.phone !== !!b.email, 'Send a phone or an email.'),
);
export const PhoneBody = v.object({ phone: v.pipe(Text('phone', 20), v.minLength(1)) });
export const VerifyEmailBody = v.object({ code: v.pipe(Text('code', 10), v.minLength(1)) });
export const VerifyPhoneBody = v.object({ verification_code: v.pipe(Text('verification code', 10), v.minLength(1)) });

export const ProfileUpdateBody = v.object({
  remote_id: RemoteIdIn(),
  /** YYYY-MM-DD */
  dofb: Text('dofb', 10),
});
export const ProfileUpdateAnswer = v.looseObject({ dofb: v.nullable(v.string()), message: v.optional(v.string()) });

export const UserPwdBody = v.object({
  old_password: Text('old password', 128),
  new_password: Text('new password', 128),
  new_password_confirmation: Text('new password confirmation', 128),
});

export type OtherPhoneItem = v.InferOutput<typeof OtherPhone>;

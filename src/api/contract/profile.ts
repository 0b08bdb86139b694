import * as v from 'valibot';
import { Flag, Id } from './common';

export const OtherPhone = v.looseObject({ id: Id, contract_value: v.string(), isverify: Flag });
export const OtherPhonesAnswer = v.looseObject({ data: v.array(OtherPhone) });

/** POST /api/send-verification-code: the player's own phone or e-mail (one of them). */
export const SendCodeBody = v.pipe(
  v.object({ phone: v.optional(v.string()), email: v.optional(v.string()) }),
  v.check((b) => !!b.phone !== !!b.email, 'Send a phone or an email.'),
);
export const PhoneBody = v.object({ phone: v.pipe(v.string(), v.minLength(1)) });
export const VerifyEmailBody = v.object({ code: v.pipe(v.string(), v.minLength(1)) });
export const VerifyPhoneBody = v.object({ verification_code: v.pipe(v.string(), v.minLength(1)) });

export const ProfileUpdateBody = v.object({
  remote_id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  /** YYYY-MM-DD */
  dofb: v.string(),
});
export const ProfileUpdateAnswer = v.looseObject({ dofb: v.nullable(v.string()), message: v.optional(v.string()) });

export const UserPwdBody = v.object({
  old_password: v.string(),
  new_password: v.string(),
  new_password_confirmation: v.string(),
});

export type OtherPhoneItem = v.InferOutput<typeof OtherPhone>;

import { MessageAnswer } from '../contract/common';
import * as P from '../contract/profile';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';
import { playerKeys } from './player';

/** The player's details: the other phone numbers, verification of email and phones, birthday, password. */
export const profileEndpoints = {
  otherPhones: endpoint({ method: 'GET', path: '/api/get/other/phone', host: 'platform', auth: 'required', response: P.OtherPhonesAnswer }),
  sendVerificationCode: endpoint({
    method: 'POST',
    path: '/api/send-verification-code',
    host: 'platform',
    auth: 'required',
    body: P.SendCodeBody,
    response: MessageAnswer,
  }),
  addNumber: endpoint({ method: 'POST', path: '/api/add/number', host: 'platform', auth: 'required', body: P.PhoneBody, response: MessageAnswer }),
  addSendCode: endpoint({
    method: 'POST',
    path: '/api/add/send-verification-code',
    host: 'platform',
    auth: 'required',
    body: P.PhoneBody,
    response: MessageAnswer,
  }),
  verifyEmail: endpoint({ method: 'POST', path: '/api/verify-email', host: 'platform', auth: 'required', body: P.VerifyEmailBody, response: MessageAnswer }),
  verifyPhone: endpoint({
    method: 'POST',
    path: '/api/verify-phone-number',
    host: 'platform',
    auth: 'required',
    body: P.VerifyPhoneBody,
    response: MessageAnswer,
  }),
  addVerifyPhone: endpoint({
    method: 'POST',
    path: '/api/add/verify-phone-number',
    host: 'platform',
    auth: 'required',
    body: P.VerifyPhoneBody,
    response: MessageAnswer,
  }),
  profileUpdate: endpoint({
    method: 'POST',
    path: '/api/user/profile/update',
    host: 'platform',
    auth: 'required',
    body: P.ProfileUpdateBody,
    response: P.ProfileUpdateAnswer,
  }),
  changePassword: endpoint({ method: 'POST', path: '/api/user-pwd', host: 'platform', auth: 'required', body: P.UserPwdBody, response: MessageAnswer }),
};

const describe = describeCalls(profileEndpoints);

/** The player's other phone numbers (profile, deposit and withdrawal read them). Private. */
export const profileCalls = {
  otherPhones: () => describe('otherPhones', { key: privateKey('otherPhones') }),
};

export const profileQueries = queriesOf(profileCalls);

/** A verified contact or a saved birthday is shown by the dialog's screen as soon as it closes: fetched again first. */
const verified = () => [playerKeys.user, profileCalls.otherPhones().key];

export const profileMutations = {
  sendVerificationCode: describeMutation(profileEndpoints.sendVerificationCode),
  addSendCode: describeMutation(profileEndpoints.addSendCode),
  addNumber: describeMutation(profileEndpoints.addNumber, { refreshes: () => [profileCalls.otherPhones().key] }),
  verifyEmail: describeMutation(profileEndpoints.verifyEmail, { refreshes: verified }),
  verifyPhone: describeMutation(profileEndpoints.verifyPhone, { refreshes: verified }),
  addVerifyPhone: describeMutation(profileEndpoints.addVerifyPhone, { refreshes: verified }),
  profileUpdate: describeMutation(profileEndpoints.profileUpdate, { refreshes: () => [playerKeys.user] }),
  changePassword: describeMutation(profileEndpoints.changePassword),
};

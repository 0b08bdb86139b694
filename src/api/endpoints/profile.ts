import { MessageAnswer } from '../contract/common';
import * as P from '../contract/profile';
import { endpoint } from './define';

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

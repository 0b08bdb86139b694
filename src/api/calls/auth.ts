import * as v from 'valibot';
import * as A from '../contract/auth';
import { MessageAnswer } from '../contract/common';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { describeMutation } from './describe-mutation';

export const authEndpoints = {
  /** with the device cookie, by which the server knows a device the player logged in from (docs/login-limits.md) */
  login: endpoint({ method: 'POST', path: '/api/login', host: 'platform', auth: 'none', credentials: 'include', body: A.LoginBody, response: A.LoginAnswer }),
  signup: endpoint({ method: 'POST', path: '/api/v1/create-players', host: 'platform', auth: 'none', body: A.SignupBody, response: A.SignupAnswer }),
  forgotPassword: endpoint({ method: 'POST', path: '/api/usr-forgot-password', host: 'platform', auth: 'none', body: A.ForgotBody, response: MessageAnswer }),
  resetPassword: endpoint({ method: 'POST', path: '/api/usr-reset-password', host: 'platform', auth: 'none', body: A.ResetBody, response: MessageAnswer }),
  captcha: endpoint({
    method: 'GET',
    path: '/captcha',
    host: 'platform',
    auth: 'none',
    query: v.object({ format: v.literal('json') }),
    response: A.CaptchaAnswer,
  }),
};

const describe = describeCalls(authEndpoints);

/** Sign-up and recovery. Neither public (not persisted) nor private. */
export const authCalls = {
  /** a 4-digit captcha image per form (scope); good for one try, so never kept once unused */
  captcha: (scope: string) => describe('captcha', { query: { format: 'json' }, key: ['captcha', scope], staleTime: 4 * 60_000, gcTime: 0 }),
};

export const authQueries = queriesOf(authCalls);

/** What the sign-up, login and recovery forms send. */
export const authMutations = {
  login: describeMutation(authEndpoints.login),
  signup: describeMutation(authEndpoints.signup),
  forgotPassword: describeMutation(authEndpoints.forgotPassword),
  resetPassword: describeMutation(authEndpoints.resetPassword),
};

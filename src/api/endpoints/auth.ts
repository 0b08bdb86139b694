import * as v from 'valibot';
import * as A from '../contract/auth';
import { MessageAnswer, RemoteIdQuery } from '../contract/common';
import { endpoint } from './define';

export const authEndpoints = {
  login: endpoint({ method: 'POST', path: '/api/login', host: 'platform', auth: 'none', body: A.LoginBody, response: A.LoginAnswer }),
  signup: endpoint({ method: 'POST', path: '/api/v1/create-players', host: 'platform', auth: 'none', body: A.SignupBody, response: A.SignupAnswer }),
  forgotPassword: endpoint({ method: 'POST', path: '/api/usr-forgot-password', host: 'platform', auth: 'none', body: A.ForgotBody, response: MessageAnswer }),
  resetPassword: endpoint({ method: 'POST', path: '/api/usr-reset-password', host: 'platform', auth: 'none', body: A.ResetBody, response: MessageAnswer }),
  /** ends this login on the server: the token is refused from then on (not in the spec's table; see docs/api.md) */
  logout: endpoint({ method: 'POST', path: '/api/logout', host: 'platform', auth: 'required', response: MessageAnswer }),
  balance: endpoint({ method: 'POST', path: '/api/balance', host: 'platform', auth: 'required', response: A.BalanceAnswer }),
  user: endpoint({ method: 'GET', path: '/api/user/show', host: 'platform', auth: 'required', query: RemoteIdQuery, response: A.UserAnswer }),
  captcha: endpoint({
    method: 'GET',
    path: '/captcha',
    host: 'platform',
    auth: 'none',
    query: v.object({ format: v.literal('json') }),
    response: A.CaptchaAnswer,
  }),
};

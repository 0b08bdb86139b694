import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { demoGameRoutes, makeProvider, providerRoutes } from '../provider/routes';
import { walletClient } from '../provider/wallet-client';
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { captchaRoutes } from './captcha';
import { chatRoutes } from './chat';
import { devRoutes } from './dev';
import { exchangeBetRoutes } from './exchange-bets';
import { depositRoutes } from './funds/deposits';
import { ewaRoutes } from './funds/ewa';
import { receiptRoutes } from './funds/receipts';
import { withdrawalRoutes } from './funds/withdrawals';
import { inboxRoutes } from './inbox';
import { lobbyRoutes } from './lobby';
import { loginRoutes } from './login';
import { luckySportsRoutes } from './lucky-sports';
import { otherPhoneRoutes } from './other-phones';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { publicRoutes } from './public';
import { recordsRoutes } from './records';
import { referralRoutes } from './referral';
import { responsibleRoutes } from './responsible';
import { signUpRoutes } from './sign-up';
import { exchangeSiteRoutes } from './sports/exchange-site';
import { sportsEventRoutes } from './sports/events';
import { scoreRoutes } from './sports/score';
import { streamRoutes } from './sports/stream';
import { storageRoutes } from './storage';
import { transactionRoutes } from './transactions';
import { verificationRoutes } from './verification';
import { vipRoutes } from './vip';
import { walletRoutes } from './wallet';

/**
 * Every route of the reference API, group by group with the path it is mounted at (a route file
 * never repeats its prefix). A group with a prefix of its own puts its guard first (`r.use(ctx.auth)`);
 * the spec's member calls share no prefix but /api, so their groups end with guardPaths(r, ctx.auth).
 * `selfFetch`: how the game provider reaches the wallet API when no WALLET_URL is set (this process).
 */
export function apiRoutes(ctx: ServerContext, selfFetch: (req: Request) => Response | Promise<Response>): Hono<AppEnv> {
  const { config } = ctx;
  const app = new Hono<AppEnv>();

  // public: the catalogue, sign-up, login and recovery, and the pictures
  app.route('/api', publicRoutes(ctx));
  app.route('/api', signUpRoutes(ctx));
  app.route('/api', loginRoutes(ctx));
  app.route('/api', passwordResetRoutes(ctx));
  app.route('/captcha', captchaRoutes(ctx));
  app.route('/storage', storageRoutes(ctx));

  // members, at /api: each group guarded on its own paths
  app.route('/api', accountRoutes(ctx));
  app.route('/api', profileRoutes(ctx));
  app.route('/api', verificationRoutes(ctx));
  app.route('/api', otherPhoneRoutes(ctx));
  app.route('/api', recordsRoutes(ctx));
  app.route('/api', vipRoutes(ctx));
  app.route('/api', referralRoutes(ctx));
  app.route('/api', chatRoutes(ctx));
  app.route('/api', lobbyRoutes(ctx));
  app.route('/api', depositRoutes(ctx));
  app.route('/api', withdrawalRoutes(ctx));
  // members, under prefixes of their own
  app.route('/api/transaction', transactionRoutes(ctx));
  app.route('/api/inbox', inboxRoutes(ctx));
  app.route('/api/ewa', ewaRoutes(ctx));
  app.route('/api/receipts', receiptRoutes(ctx));
  app.route('/api/exchange', exchangeBetRoutes(ctx));
  app.route('/api/responsible-gaming', responsibleRoutes(ctx));

  // the operator: X-Admin-Secret on every call
  app.route('/api/admin', adminRoutes(ctx));

  // the sports host and its pages (no token; the pages check their URL tokens)
  app.route('/api', sportsEventRoutes(ctx));
  app.route('/api/score', scoreRoutes(ctx));
  app.route('/api/stream', streamRoutes(ctx));
  app.route('/api/lucky-sports', luckySportsRoutes(ctx));
  app.route('/exchange-site', exchangeSiteRoutes(ctx));

  // game providers: the signed wallet API, and the demo provider that calls it
  app.route('/api/wallet', walletRoutes(ctx));
  const wallet = walletClient({
    providerId: config.providerId,
    secret: config.providerSecret,
    baseUrl: () => config.walletUrl,
    fetch: (req) => (config.walletUrl ? fetch(req) : Promise.resolve(selfFetch(req))),
  });
  const provider = makeProvider({ db: ctx.db, seed: config.providerSeed, wallet });
  app.route('/api/demo-game', demoGameRoutes(provider));
  app.route('/api/provider', providerRoutes(provider, 2000));

  // test controls: never in production (app.ts guards /api/dev/* in every mode)
  if (config.mode !== 'production') app.route('/api/dev', devRoutes(ctx));
  return app;
}

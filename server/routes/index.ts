import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import type { ContractGroup } from '../lib/contract-routes';
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
import { passkeyLoginRoutes } from './passkey-login';
import { passkeyRoutes } from './passkeys';
import { passwordResetRoutes } from './password-reset';
import { profileRoutes } from './profile';
import { pushRoutes } from './push';
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
 * Every route of the reference API, group by group with the base it is mounted at, written only here.
 * The PWA's calls are described once in src/api/calls/<domain>.ts: a group that serves them is mounted
 * with mount(base, group), which hands the group its base; the group registers each call under the
 * call's own method and path (server/lib/contract-routes.ts), and a call outside the base stops the
 * server from starting. The groups that are not the PWA's contract (the operator, the sports host's
 * pages, the game providers, the pictures, the test controls) keep paths of their own, relative to
 * their base. A group with a prefix of its own puts its guard first (`r.use(ctx.auth)`); the spec's
 * member calls share no prefix but /api, so their groups end with guardPaths(r, ctx.auth).
 * `selfFetch`: how the game provider reaches the wallet API when no WALLET_URL is set (this process).
 */
export function apiRoutes(ctx: ServerContext, selfFetch: (req: Request) => Response | Promise<Response>): Hono<AppEnv> {
  const { config } = ctx;
  const app = new Hono<AppEnv>();
  const mount = (base: string, group: ContractGroup) => app.route(base, group(ctx, base));

  // public: the catalogue, sign-up, login and recovery, and the pictures
  mount('/api', publicRoutes);
  mount('/api', signUpRoutes);
  mount('/api', loginRoutes);
  mount('/api', passwordResetRoutes);
  mount('/api/login/passkey', passkeyLoginRoutes);
  mount('/captcha', captchaRoutes);
  // not the PWA's contract: pictures the page loads by address (game posters, banners, logos)
  app.route('/storage', storageRoutes(ctx));

  // members, at /api: each group guarded on its own paths
  mount('/api', accountRoutes);
  mount('/api', profileRoutes);
  mount('/api', verificationRoutes);
  mount('/api', otherPhoneRoutes);
  mount('/api', recordsRoutes);
  mount('/api', vipRoutes);
  mount('/api', referralRoutes);
  mount('/api', chatRoutes);
  mount('/api', lobbyRoutes);
  mount('/api', depositRoutes);
  mount('/api', withdrawalRoutes);
  // members, under prefixes of their own
  mount('/api/transaction', transactionRoutes);
  mount('/api/inbox', inboxRoutes);
  mount('/api/ewa', ewaRoutes);
  mount('/api/receipts', receiptRoutes);
  mount('/api/exchange', exchangeBetRoutes);
  mount('/api/responsible-gaming', responsibleRoutes);
  mount('/api/push', pushRoutes);
  mount('/api/passkeys', passkeyRoutes);

  // the operator: X-Admin-Secret on every call; not the PWA's contract (the back office's calls)
  app.route('/api/admin', adminRoutes(ctx));

  // the sports host and its pages (no token; the pages check their URL tokens)
  mount('/api', sportsEventRoutes);
  mount('/api/score', scoreRoutes);
  // not the PWA's contract: pages the PWA opens in a frame by address (the stream, the lucky-sports
  // frame, the exchange site), never fetched through its HTTP client
  app.route('/api/stream', streamRoutes(ctx));
  app.route('/api/lucky-sports', luckySportsRoutes(ctx));
  app.route('/exchange-site', exchangeSiteRoutes(ctx));

  // game providers: the signed wallet API, and the demo provider that calls it; not the PWA's
  // contract (the providers' servers call it, and the demo game's frame calls its provider)
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

  // test controls: never in production (app.ts guards /api/dev/* in every mode); not the PWA's contract
  if (config.mode !== 'production') app.route('/api/dev', devRoutes(ctx));
  return app;
}

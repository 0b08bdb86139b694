import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { passkeyEndpoints } from '../../src/api/calls/passkeys';
import { PasskeyLoginBody } from '../../src/api/contract/passkeys';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { nowIso, refuse } from '../lib/http';
import { completeLogin, startAttempt } from '../lib/login-gate';
import { CHALLENGE_EXPIRED, CHALLENGE_MS, keepChallenge, openLoginChallenges } from '../lib/passkey-challenges';
import { checkAssertion, PASSKEY_MSG, passkeyByCredential, takeLoginChallenge } from '../lib/passkeys';
import { relyingParty } from '../lib/relying-party';
import { clientAddress } from '../lib/throttle';
import { valid } from '../lib/validate';

const TOO_MANY_PASSKEY_REQUESTS = 'Too many sign-in requests from this network. Please try again in a few minutes.';

/**
 * Sign-in with a passkey, its calls under the login's path (/api/login/...), so the device cookie
 * (Path=/api/login) comes with it. Options give a challenge for any of the site's passkeys (discoverable
 * credentials: the browser's autofill or its own dialog lets the player pick one); verify checks the
 * answer and logs in exactly as a password does, through the same limits and refusals (lib/login-gate.ts).
 */
export function passkeyLoginRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db, config } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(passkeyEndpoints.passkeyLoginOptions), async (c) => {
    const rp = relyingParty(c, config);
    const address = clientAddress(c, config);
    const now = ctx.clock.now();
    // anyone may ask: an address holds at most as many unanswered challenges as its failed-login ceiling
    if ((await openLoginChallenges(db, address, now)) >= config.limits.loginPerAddress) throw refuse(429, TOO_MANY_PASSKEY_REQUESTS);
    const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CHALLENGE_MS });
    await keepChallenge(db, { challenge: options.challenge, purpose: 'login', address, now });
    return c.json(options);
  });

  r.on(...call(passkeyEndpoints.passkeyLogin), valid('json', PasskeyLoginBody), async (c) => {
    const { response } = c.req.valid('json');
    const fresh = await takeLoginChallenge(db, response, ctx.clock.now());
    const stored = await passkeyByCredential(db, response.id);
    // the limits first, as for a password: a passkey nobody has names no account, so only the address's
    const attempt = await startAttempt(c, ctx, stored?.player, stored?.player.username ?? null);
    if (!fresh) throw refuse(401, CHALLENGE_EXPIRED);
    if (!stored) throw refuse(401, PASSKEY_MSG.unknown);
    if (!(await checkAssertion(db, { stored, response, rp: relyingParty(c, config), now: nowIso() }))) throw refuse(401, PASSKEY_MSG.notVerified);
    return completeLogin(c, ctx, stored.player, attempt);
  });

  return r;
}

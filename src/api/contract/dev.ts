import * as v from 'valibot';
import { Text } from './common';

/**
 * The development and test controls (/api/dev/*, never in production): what the e2e, server and bench
 * tests send to read one-time codes, change settings and inject faults at the server.
 *
 * A web page can post to another site with a form or a `text/plain` fetch without a preflight; neither
 * can carry a header of its own. So every control asks for this header (and a JSON body), and a page on
 * another site that tried one would need a preflight, which /api/dev/* never answers.
 */
export const DEV_CONTROL_HEADER = 'X-Dev-Control';
export const DEV_CONTROL_HEADERS = { [DEV_CONTROL_HEADER]: '1' } as const;

export const DevOutboxQuery = v.object({ destination: v.optional(Text('destination', 191)), username: v.optional(Text('username', 50)) });
export const DevCaptchaParam = v.object({ id: Text('captcha id', 64) });
export const DevUsernameQuery = v.object({ username: Text('username', 50) });

/** Site settings a test may change (site_status 0 = maintenance). */
const Switch = v.optional(v.picklist([0, 1]));
const Setting = v.optional(v.nullable(Text('setting', 500)));
export const DevGeneralBody = v.object({
  site_status: Switch,
  withdrawal_status: Switch,
  system_notice: Setting,
  whatsapp: Setting,
  intercom: Setting,
  live_chat: Setting,
  tawk_id: Setting,
});

/** Make an API path answer with a status and/or after a delay; {path} alone clears it; `agent`: only that User-Agent. */
export const DevFaultBody = v.object({
  path: v.pipe(Text('path', 200), v.minLength(1, 'path required')),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(599))),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000))),
  agent: v.optional(Text('agent', 100)),
});

/** Move the rule clock to real time + offsetMs (0 puts it back). */
export const DevClockBody = v.object({ offsetMs: v.optional(v.pipe(v.number(), v.integer()), 0) });

/** Revoke every token of a player. */
export const DevRevokeBody = v.object({ username: Text('username', 50) });

import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../lib/auth';
import { requireAdmin } from '../../lib/guards';
import { adminFundsRoutes } from './funds';
import { adminMemberRoutes } from './member';
import { adminMessageRoutes } from './messages';
import { adminReceiptRoutes } from './receipts';
import { adminResponsibleRoutes } from './responsible';

/**
 * The operator's calls (mounted at /api/admin): every one behind the X-Admin-Secret header, checked before
 * the request is read. Not the PWA's contract (the back office's calls, src/api/contract/admin.ts): paths of their own.
 */
export function adminRoutes(ctx: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.use(requireAdmin(ctx.config));

  r.route('/', adminFundsRoutes(ctx));
  r.route('/', adminMemberRoutes(ctx));
  r.route('/messages', adminMessageRoutes(ctx));
  r.route('/receipts', adminReceiptRoutes(ctx));
  r.route('/responsible-gaming', adminResponsibleRoutes(ctx));
  return r;
}

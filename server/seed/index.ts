import type { Db } from '../db/client';
import { inTx, one } from '../db/client';
import { hashPassword } from '../lib/auth';
import { openUnbookedBalances } from '../lib/ledger';
import { seedAffiliates } from './affiliates';
import { makeGames, PROVIDERS } from './catalogue';
import { GENERAL, LOGO, PAYMENT_METHODS, PROMOTIONS, SLIDERS, SOCIAL } from './content';
import { seedDesktop } from './desktop';
import { seedFunds } from './funds';
import { seedMember } from './member';
import { DEMO_PLAYERS } from './players';
import { seedSports } from './sports';

/** Seeds a new database once; returns true when it did. Domain seeds add theirs in seeders below. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (await one(db, 'SELECT 1 FROM logos LIMIT 1')) return false;
  const hashes = await Promise.all(DEMO_PLAYERS.map((p) => hashPassword(p.password)));
  await inTx(db, async (tx) => {
    const ex = (sql: string, args: (string | number | null)[] = []) => tx.execute({ sql, args });
    await ex('INSERT INTO logos (logo, mobile_logo, loader_logo, favicon) VALUES (?, ?, ?, ?)', [LOGO.logo, LOGO.mobile_logo, LOGO.loader_logo, LOGO.favicon]);
    const g = GENERAL;
    await ex(
      `INSERT INTO general_settings (site_title, site_status, whatsapp, live_chat, intercom, tawk_id, notice, system_notice, support_mail, withdrawal_status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        g.site_title,
        g.site_status,
        g.whatsapp,
        g.live_chat,
        g.intercom,
        g.tawk_id,
        JSON.stringify(g.notice),
        g.system_notice,
        g.support_mail,
        g.withdrawal_status,
      ],
    );
    await ex('INSERT INTO social_links (whatsapp, facebook, telegram) VALUES (?, ?, ?)', [SOCIAL.whatsapp, SOCIAL.facebook, SOCIAL.telegram]);
    for (const [i, s] of SLIDERS.entries()) {
      await ex('INSERT INTO sliders (status, slider_type, link, thubmnail, name, message_id, sort) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        'active',
        s.slider_type,
        s.link,
        s.thubmnail,
        s.name,
        null,
        i,
      ]);
    }
    for (const [type, list] of Object.entries(PROVIDERS)) {
      for (const [system, name] of list) await ex('INSERT INTO providers (system, type, name) VALUES (?, ?, ?)', [system, type, name]);
    }
    for (const game of makeGames()) {
      await ex('INSERT INTO games (code, name, type, platform, display_order, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        game.code,
        game.name,
        game.type,
        game.platform,
        game.display_order,
        game.created_at,
      ]);
    }
    for (const [i, p] of PROMOTIONS.entries()) {
      await ex(
        `INSERT INTO promotions (name, desc, thumbnail, start_date, end_date, status, categories, deposit_bouns, first_deposit_only, bonus_cap, min_deposit, turnover_multiplier)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          p.name,
          p.desc,
          `/storage/banners/promo-${i + 1}.webp`,
          '2026-01-01T00:00:00.000Z',
          '2027-12-31T17:59:59.000Z',
          p.status,
          JSON.stringify(p.categories),
          p.deposit_bouns,
          p.rules?.first_deposit_only ?? 0,
          p.rules?.bonus_cap ?? null,
          p.rules?.min_deposit ?? 0,
          p.rules?.turnover_multiplier ?? 1,
        ],
      );
    }
    for (const m of PAYMENT_METHODS) {
      await ex('INSERT INTO payment_methods (name, icon, status, account_type, type) VALUES (?, ?, ?, ?, ?)', [
        m.name,
        m.icon,
        m.status,
        m.account_type,
        m.type,
      ]);
    }
    const created = '2026-01-15T06:00:00.000Z';
    for (const [i, p] of DEMO_PLAYERS.entries()) {
      const r = await ex(
        `INSERT INTO players (username, password_hash, name, phone, email, balance, referral_code, session_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [p.username, hashes[i] ?? '', p.name, p.phone, p.email, p.balance, p.referral_code, p.phoneVerified ? 1 : 0, created],
      );
      if (p.blocked) {
        await ex('INSERT INTO market_blocks (player_id, exchange_market, cs_market, games_market, status) VALUES (?, ?, ?, ?, ?)', [
          Number(r.lastInsertRowid),
          p.blocked.exchange_market ?? 0,
          p.blocked.cs_market ?? 0,
          p.blocked.games_market ?? 0,
          'active',
        ]);
      }
    }
    for (const seeder of seeders) await seeder(tx);
    // seeded balances are opening rows of the ledger, so every balance equals the sum of its rows
    await openUnbookedBalances(tx);
  });
  return true;
}

type Seeder = (tx: import('../db/client').Tx) => Promise<void>;
/** Domain seeds (funds, records, exchange, ...) register here and run in the same transaction. */
const seeders: Seeder[] = [seedFunds, seedMember, seedSports, seedDesktop, seedAffiliates];

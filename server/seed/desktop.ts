import type { Tx } from '../db/client';
import type { PromotionRules } from './content';

/**
 * Promotions the desktop layout lists (status active; the mobile list keeps status display), one or
 * more per filter category so every filter of the desktop strip has something to show.
 */
const DESKTOP_PROMOTIONS: Array<{ name: string; desc: string; categories: string[]; banner: string; rules?: PromotionRules }> = [
  {
    name: 'Welcome Bonus 100%',
    desc: 'New members get a 100% bonus on the first deposit, up to 10,000 taka. Turnover 10x before withdrawal.',
    categories: ['Welcome Offer'],
    banner: 'Welcome-Bonus',
    rules: { first_deposit_only: 1, bonus_cap: 10_000_00, turnover_multiplier: 10 },
  },
  {
    name: 'Slots Daily Reload',
    desc: 'Reload every day and get 10% extra on slots, up to 1,000 taka a day.',
    categories: ['Slots'],
    banner: 'Slots-Daily-Reload',
    rules: { bonus_cap: 1_000_00 },
  },
  {
    name: 'Live Casino Weekly Cashback',
    desc: 'Get 5% of your weekly net loss at the live casino tables back every Monday.',
    categories: ['Live Casino'],
    banner: 'Live-Casino-Cashback',
  },
  {
    name: 'Cricket Exchange Free Bet',
    desc: 'Place five exchange bets on any cricket match this week and receive a 200 taka free bet.',
    categories: ['Sports'],
    banner: 'Cricket-Free-Bet',
  },
  {
    name: 'Fishing Frenzy Prize Pool',
    desc: 'Catch the golden fish to share a daily prize pool of 50,000 taka.',
    categories: ['Fishing', 'Arcade'],
    banner: 'Fishing-Frenzy',
  },
  {
    name: 'ESports Weekend Boost',
    desc: 'Odds boosted by 10% on the weekend esports matches.',
    categories: ['E-sports'],
    banner: 'ESports-Boost',
  },
  {
    name: 'Crash Rocket Race',
    desc: 'The highest multiplier of the week wins a bonus of 5,000 taka.',
    categories: ['Crash'],
    banner: 'Crash-Rocket-Race',
  },
  {
    name: 'Lottery Lucky Draw',
    desc: 'Every lottery ticket enters the monthly lucky draw with prizes in taka.',
    categories: ['Lottery'],
    banner: 'Lottery-Lucky-Draw',
  },
];

export async function seedDesktop(tx: Tx): Promise<void> {
  for (const p of DESKTOP_PROMOTIONS) {
    await tx.execute({
      sql: `INSERT INTO promotions (name, desc, thumbnail, start_date, end_date, status, categories, deposit_bouns, first_deposit_only, bonus_cap, min_deposit, turnover_multiplier)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        p.name,
        p.desc,
        `/storage/banners/${encodeURIComponent(p.banner)}.webp`,
        '2026-01-01T00:00:00.000Z',
        '2027-12-31T17:59:59.000Z',
        'active',
        JSON.stringify(p.categories),
        0,
        p.rules?.first_deposit_only ?? 0,
        p.rules?.bonus_cap ?? null,
        p.rules?.min_deposit ?? 0,
        p.rules?.turnover_multiplier ?? 1,
      ],
    });
  }
}

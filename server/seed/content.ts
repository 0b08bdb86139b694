import { makeGames } from './catalogue';

/** Site content the seed writes: logo, settings, social links, sliders, promotions, payment methods. */
export const LOGO = {
  logo: '/storage/logo/logo.webp',
  mobile_logo: '/storage/logo/mobile.webp',
  loader_logo: '/storage/logo/loader.webp',
  favicon: '/storage/logo/favicon.webp',
};

export const GENERAL = {
  site_title: 'TakaPlay',
  site_status: 1,
  whatsapp: 'https://wa.me/8801700000000',
  live_chat: null,
  intercom: null,
  tawk_id: null,
  notice: [
    'Welcome to TakaPlay! Deposit with bKash, Nagad and Rocket 24/7.',
    'New: 100% welcome bonus on your first deposit.',
    'Cricket exchange: live odds on every international match.',
  ],
  system_notice: 'Scheduled maintenance of the bKash channel on Friday 02:00-03:00 (GMT+6).',
  support_mail: 'support@takaplay.example',
  withdrawal_status: 1,
};

export const SOCIAL = {
  whatsapp: 'https://wa.me/8801700000000',
  facebook: 'https://www.facebook.com/takaplay.example',
  telegram: 'https://t.me/takaplay_example',
};

type SliderSeed = { slider_type: 'Main' | 'Favourite' | 'Features'; name: string; link: string | null; thubmnail: string };

/**
 * A featured game's link is "PLATFORM-TYPE" (spec 1, 2.6): the launch has no game code, and the
 * provider opens the first game of that platform and type (server/routes/lobby.ts). The card is named
 * and pictured after that very game, so the card, the game bar and the game's own page say one name.
 */
function featured(link: string): SliderSeed {
  const [platform, type] = link.split('-');
  const game = makeGames()
    .filter((g) => g.platform === platform && g.type === type)
    .sort((a, b) => a.display_order - b.display_order)[0];
  if (!game) throw new Error(`seed: no game for the featured link ${link}`);
  return { slider_type: 'Features', name: game.name, link, thubmnail: `/storage/posters/${game.code}.webp` };
}

export const SLIDERS: SliderSeed[] = [
  { slider_type: 'Main', name: 'Welcome Bonus 100%', link: '/promotions', thubmnail: '/storage/banners/Welcome-Bonus.webp' },
  { slider_type: 'Main', name: 'Cricket Exchange', link: '/exchange', thubmnail: '/storage/banners/Cricket-Exchange.webp' },
  { slider_type: 'Main', name: 'Daily Cashback', link: '/promotions', thubmnail: '/storage/banners/Daily-Cashback.webp' },
  { slider_type: 'Favourite', name: 'Cricket', link: 'exchange', thubmnail: '/storage/posters/fav-cricket.webp' },
  { slider_type: 'Favourite', name: 'Football', link: 'exchange', thubmnail: '/storage/posters/fav-football.webp' },
  { slider_type: 'Favourite', name: 'Tennis', link: 'exchange', thubmnail: '/storage/posters/fav-tennis.webp' },
  ...['SPRIBE-CRASH', 'JILI-SLOT', 'SEXY-LIVE', 'JILI-FH', 'KM-TABLE', 'EVO-LIVE'].map(featured),
];

/** A promotion's rules as its text states them (paisa; server/lib/promotion-rules.ts); absent: none. */
export interface PromotionRules {
  first_deposit_only?: 0 | 1;
  bonus_cap?: number;
  min_deposit?: number;
  turnover_multiplier?: number;
}

export const PROMOTIONS: Array<{ name: string; desc: string; categories: string[]; deposit_bouns: number; status: string; rules?: PromotionRules }> = [
  {
    name: 'Welcome Offer 100%',
    desc: 'Get a 100% bonus on your first deposit up to 10,000 taka. Turnover 10x before withdrawal.',
    categories: ['Welcome Offer'],
    deposit_bouns: 100,
    status: 'display',
    rules: { first_deposit_only: 1, bonus_cap: 10_000_00, turnover_multiplier: 10 },
  },
  {
    name: 'Slots Reload 20%',
    desc: 'Every Friday reload your wallet and get a 20% slots bonus up to 2,000 taka.',
    categories: ['Slots'],
    deposit_bouns: 20,
    status: 'display',
    rules: { bonus_cap: 2_000_00 },
  },
  {
    name: 'Live Casino Cashback',
    desc: 'Five percent weekly cashback on net losses at every live casino table.',
    categories: ['Live Casino'],
    deposit_bouns: 5,
    status: 'display',
  },
  {
    name: 'Cricket Free Bet',
    desc: 'Place five exchange bets on any cricket match and receive a free bet of 200 taka.',
    categories: ['Sports'],
    deposit_bouns: 0,
    status: 'display',
  },
  {
    name: 'Fishing Frenzy',
    desc: 'Catch the golden fish to share a daily prize pool of 50,000 taka.',
    categories: ['Fishing', 'Arcade'],
    deposit_bouns: 10,
    status: 'display',
  },
  { name: 'Crash Rocket Race', desc: 'Highest multiplier of the week wins a bonus of 5,000 taka.', categories: ['Crash'], deposit_bouns: 0, status: 'display' },
  {
    name: 'Lottery Lucky Draw',
    desc: 'Every ticket enters the monthly lucky draw with prizes in taka.',
    categories: ['Lottery'],
    deposit_bouns: 0,
    status: 'display',
  },
  {
    name: 'Table Games Weekend',
    desc: 'Weekend bonus of 15 percent on table games deposits of 500 taka or more.',
    categories: ['Table'],
    deposit_bouns: 15,
    status: 'active',
    rules: { min_deposit: 500_00 },
  },
  { name: 'Old Summer Offer', desc: 'This offer has ended and is kept for records only.', categories: ['Others'], deposit_bouns: 0, status: 'inactive' },
];

export const PAYMENT_METHODS = [
  { name: 'bKash', icon: '/storage/posters/pm-bkash.svg', status: 'active', account_type: 'Personal', type: 'manual' },
  { name: 'bKash', icon: '/storage/posters/pm-bkash.svg', status: 'active', account_type: 'Agent', type: 'manual' },
  { name: 'Nagad', icon: '/storage/posters/pm-nagad.svg', status: 'active', account_type: 'Marchent', type: 'manual' },
  { name: 'Rocket', icon: '/storage/posters/pm-rocket.svg', status: 'active', account_type: 'Personal', type: 'manual' },
  { name: 'Bank Transfer', icon: '/storage/posters/pm-bank.svg', status: 'active', account_type: 'Merchant', type: 'bank' },
  { name: 'UPAY', icon: '/storage/posters/pm-upay.svg', status: 'inactive', account_type: 'Personal', type: 'manual' },
  { name: 'OKWallet', icon: '/storage/posters/pm-okwallet.svg', status: 'active', account_type: 'Personal', type: 'ewallet' },
];

export interface DemoPlayer {
  username: string;
  password: string;
  name: string;
  phone: string;
  email: string;
  balance: number;
  referral_code: string;
  phoneVerified: boolean;
  blocked?: { exchange_market?: number; cs_market?: number; games_market?: number };
  note?: string;
}

/** The players the seed creates; `npm start` prints these. Amounts in paisa. */
export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    username: 'demoplayer',
    password: 'demo12345',
    name: 'Rahim Uddin',
    phone: '01712345678',
    email: 'demo@example.com',
    balance: 5_000_00,
    referral_code: 'DEMO2026',
    phoneVerified: true,
  },
  {
    username: 'blockedplayer',
    password: 'demo12345',
    name: 'Karim Hasan',
    phone: '01812345678',
    email: 'blocked@example.com',
    balance: 1_000_00,
    referral_code: 'BLOCK2026',
    phoneVerified: false,
    blocked: { exchange_market: 1 },
    note: 'exchange blocked by the upline',
  },
];

/** Providers per category type and a generated catalogue of games (names are made up). */
export const PROVIDERS: Record<string, Array<[system: string, name: string]>> = {
  SPORTS: [
    ['SABA', 'SABA Sports'],
    ['SBO', 'SBO Sports'],
    ['LUCKY', 'Lucky Sports'],
    ['ISPORTS', 'I-Sports'],
    ['E1SPORTS', 'E1Sports'],
    ['HORSEBOOK', 'Horsebook'],
    ['VIRTUAL', 'Virtual Sports'],
    ['KABADDI', 'Kabaddi'],
    ['FANTASY', 'Fantasy Sports'],
  ],
  LIVE: [
    ['SEXY', 'Sexy'],
    ['EVO', 'Evolution'],
    ['PP', 'Pragmatic Play'],
    ['VENUS', 'Venus'],
  ],
  SLOT: [
    ['JILI', 'JILI'],
    ['PG', 'PG Soft'],
    ['KA', 'KA Gaming'],
    ['RT', 'Red Tiger'],
    ['SG', 'Spadegaming'],
  ],
  TABLE: [
    ['KM', 'Kingmaker'],
    ['JILI', 'JILI'],
  ],
  CRASH: [
    ['SPRIBE', 'Spribe'],
    ['JILI', 'JILI'],
  ],
  FH: [
    ['JILI', 'JILI'],
    ['SG', 'Spadegaming'],
  ],
  ARCADE: [['KA', 'KA Gaming']],
  LOTTO: [['KM', 'Kingmaker']],
  EGAME: [['PG', 'PG Soft']],
  BINGO: [['JILI', 'JILI']],
  POKER: [['KM', 'Kingmaker']],
};

const WORDS = [
  'Golden',
  'Lucky',
  'Royal',
  'Dragon',
  'Tiger',
  'Bengal',
  'Star',
  'Fortune',
  'Mega',
  'Super',
  'Wild',
  'Diamond',
  'Jungle',
  'Ocean',
  'Magic',
  'Cricket',
];
const NOUNS: Record<string, string[]> = {
  SPORTS: ['Sportsbook', 'Cricket Live', 'Football Live', 'Racing', 'Virtual League', 'Kabaddi Live', 'Fantasy League', 'E-Football', 'Horse Racing'],
  LIVE: ['Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack', 'Teen Patti'],
  SLOT: ['Spins', 'Reels', 'Fruits', 'Treasure', 'Gems', 'Riches', 'Wins', 'Coins'],
  TABLE: ['Andar Bahar', 'Poker', 'Ludo', 'Rummy'],
  CRASH: ['Aviator', 'Rocket', 'Jet', 'Balloon'],
  FH: ['Fishing', 'Ocean King', 'Fish Hunter'],
  ARCADE: ['Plinko', 'Mines', 'Dice'],
  LOTTO: ['Keno', 'Lottery', 'Number Game'],
  EGAME: ['Party', 'Quest'],
  BINGO: ['Bingo', 'Bingo Bash'],
  POKER: ["Hold'em", 'Omaha'],
};

export interface SeedGame {
  code: string;
  name: string;
  type: string;
  platform: string;
  display_order: number;
  created_at: string;
}

/** Deterministic: the same seed always gives the same catalogue (tests rely on it). */
export function makeGames(): SeedGame[] {
  const games: SeedGame[] = [];
  const perType: Record<string, number> = { SPORTS: 9, LIVE: 36, SLOT: 90, TABLE: 20, CRASH: 12, FH: 14, ARCADE: 10, LOTTO: 8, EGAME: 8, BINGO: 6, POKER: 6 };
  let n = 0;
  for (const [type, count] of Object.entries(perType)) {
    const providers = PROVIDERS[type] ?? [];
    const nouns = NOUNS[type] ?? ['Game'];
    for (let i = 0; i < count; i++) {
      const [platform] = providers[i % providers.length] ?? ['JILI'];
      const word = WORDS[(i * 7 + type.length) % WORDS.length];
      const noun = nouns[i % nouns.length];
      const name = i < WORDS.length * nouns.length ? `${word} ${noun}` : `${word} ${noun} ${i}`;
      n++;
      games.push({
        code: `${platform}-${type}-${String(i + 1).padStart(3, '0')}`,
        name: games.some((g) => g.name === name) ? `${name} ${i + 1}` : name,
        type,
        platform,
        display_order: i + 1,
        // spread creation over the past year, newest last in each type
        created_at: new Date(Date.UTC(2026, 0, 1) + ((i * 37 + n * 11) % 320) * 86400000).toISOString(),
      });
    }
  }
  return games;
}

import { GAME_TYPES, PLATFORMS } from '../../src/api/contract/records';

/**
 * Betting records name platforms and game types by number (spec 2 §9: 96 KA Gaming, 48 Sexy, 69 Red
 * Tiger, 70 Spadegaming; 1 Slots, 2 Live Casino, 4 Sports, 8 Fishing). The catalogue has more of
 * both; they get numbers of our own here, so a round of any game is recorded under its real name.
 */
const PLATFORM_BY_CODE: Record<string, { id: number; name: string }> = {
  KA: { id: 96, name: 'KA Gaming' },
  SEXY: { id: 48, name: 'Sexy' },
  RT: { id: 69, name: 'Red Tiger' },
  SG: { id: 70, name: 'Spadegaming' },
  JILI: { id: 101, name: 'JILI' },
  PG: { id: 102, name: 'PG Soft' },
  SPRIBE: { id: 103, name: 'Spribe' },
  EVO: { id: 104, name: 'Evolution' },
  PP: { id: 105, name: 'Pragmatic Play' },
  VENUS: { id: 106, name: 'Venus' },
  KM: { id: 107, name: 'Kingmaker' },
};
const TYPE_BY_CODE: Record<string, { id: number; name: string }> = {
  SLOT: { id: 1, name: 'Slots' },
  LIVE: { id: 2, name: 'Live Casino' },
  SPORTS: { id: 4, name: 'Sports' },
  FH: { id: 8, name: 'Fishing' },
  CRASH: { id: 16, name: 'Crash' },
  TABLE: { id: 32, name: 'Table' },
  ARCADE: { id: 64, name: 'Arcade' },
};

export const platformIdOf = (code: string): number => PLATFORM_BY_CODE[code]?.id ?? 0;
export const gameTypeIdOf = (code: string): number => TYPE_BY_CODE[code]?.id ?? 128;

export function platformName(id: number): string {
  return PLATFORMS.find((p) => p.id === id)?.name ?? Object.values(PLATFORM_BY_CODE).find((p) => p.id === id)?.name ?? `Platform ${id}`;
}
export function gameTypeName(id: number): string {
  return GAME_TYPES.find((g) => g.id === id)?.name ?? Object.values(TYPE_BY_CODE).find((g) => g.id === id)?.name ?? 'Other';
}

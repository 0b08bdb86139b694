import * as v from 'valibot';
import { Flag, Id, Text } from './common';
import { GAME_DEFAULTS } from './defaults';

export const LogoRecord = v.looseObject({
  logo: v.string(),
  mobile_logo: v.string(),
  loader_logo: v.string(),
  favicon: v.string(),
});
export const LogoAnswer = v.array(LogoRecord);

export const GeneralRecord = v.looseObject({
  site_title: v.string(),
  site_status: Flag,
  whatsapp: v.nullish(v.string()),
  live_chat: v.nullish(v.string()),
  intercom: v.nullish(v.string()),
  tawk_id: v.nullish(v.string()),
  notice: v.optional(v.array(v.string()), []),
  system_notice: v.nullish(v.string()),
  support_mail: v.nullish(v.string()),
  withdrawal_status: v.optional(Flag, 1),
});
export const GeneralAnswer = v.array(GeneralRecord);

export const SliderType = v.picklist(['Main', 'Favourite', 'Features']);
export const Slider = v.looseObject({
  id: Id,
  status: v.string(),
  slider_type: SliderType,
  link: v.nullish(v.string()),
  /** spelled so on the wire */
  thubmnail: v.string(),
  name: v.string(),
  message_id: v.nullish(v.union([v.string(), v.number()])),
});
export const SlidersAnswer = v.array(Slider);

export const SocialLinks = v.looseObject({
  whatsapp: v.nullish(v.string()),
  facebook: v.nullish(v.string()),
  telegram: v.nullish(v.string()),
});

export const CategoryType = v.picklist(['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO', 'CRASH', 'ARCADE', 'POKER']);

export const SystemsQuery = v.object({ type: v.optional(Text('type', 20), 'LIVE') });
export const SystemsAnswer = v.looseObject({ systems: v.array(v.string()), message: v.optional(v.string()) });

/** A system's name (JILI, HORSEBOOK ...), and the most systems one list may name (a category has about ten). */
export const SYSTEM_NAME_MAX = 40;
export const SYSTEMS_MAX = 50;

/** The systems a query names: a JSON list or string (["JILI","PG"], as get-provider sends it), or names split by commas (get-games). */
function systemNames(text: string): unknown {
  const t = text.trim();
  if (t.startsWith('[') || t.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(t);
      return typeof parsed === 'string' ? [parsed] : parsed;
    } catch {
      return null;
    }
  }
  return t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A list of systems in one query value: its limits come from the list's (each name capped, so many
 * names), not from one short text cap, so a category with nine systems is asked in full.
 */
const SystemList = v.pipe(
  Text('system', SYSTEMS_MAX * (SYSTEM_NAME_MAX + 3) + 2),
  v.transform(systemNames),
  v.array(v.pipe(Text('system', SYSTEM_NAME_MAX), v.minLength(1)), 'The system must be a list of names.'),
  v.maxLength(SYSTEMS_MAX, `The system may not name more than ${SYSTEMS_MAX} systems.`),
);

/** system: a JSON list of systems, e.g. ["JILI","PG"] */
export const ProvidersQuery = v.object({ system: SystemList });
export const Provider = v.looseObject({ platform: v.string(), name: v.string() });
export const ProvidersAnswer = v.looseObject({ data: v.array(Provider), message: v.optional(v.string()) });

export const TypesAnswer = v.looseObject({ types: v.array(v.string()) });

/** system: the systems chosen, split by commas (gamesQuery in public-calls.ts) */
export const GamesQuery = v.object({ type: Text('type', 20), system: v.optional(SystemList) });
export const Game = v.looseObject({
  code: v.string(),
  name: v.string(),
  type: v.string(),
  platform: v.string(),
  display_order: v.optional(v.number(), GAME_DEFAULTS.display_order),
  created_at: v.optional(v.string(), ''),
  poster: v.optional(v.string()),
});
export const GamesAnswer = v.looseObject({ games: v.array(Game), message: v.optional(v.string()) });

export const Promotion = v.looseObject({
  id: Id,
  name: v.string(),
  desc: v.string(),
  thumbnail: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  status: v.string(),
  categories: v.optional(v.array(v.string()), []),
  deposit_bouns: v.optional(v.number()),
});
export const PromotionsAnswer = v.array(Promotion);
export const PromotionDetail = Promotion;

export const MarketBlock = v.looseObject({
  exchange_market: Flag,
  cs_market: Flag,
  games_market: v.optional(Flag, 0),
  status: v.string(),
});
export const MarketBlockAnswer = v.looseObject({ data: v.array(MarketBlock) });

export type Logo = v.InferOutput<typeof LogoRecord>;
export type General = v.InferOutput<typeof GeneralRecord>;
export type SliderItem = v.InferOutput<typeof Slider>;
export type Game = v.InferOutput<typeof Game>;
export type ProviderItem = v.InferOutput<typeof Provider>;
export type PromotionItem = v.InferOutput<typeof Promotion>;
export type MarketBlockItem = v.InferOutput<typeof MarketBlock>;

import type { ExchangeBetItem } from '../../../api/contract/exchange-bets';
import type { BookBet, MarketKind } from '../../../lib/exchange-book';

const paisa = (s: string) => Math.round(Number(s) * 100);

/** A bet of the answer as the exposure arithmetic sees it. */
export function toBook(b: ExchangeBetItem): BookBet {
  return {
    kind: (b.market ?? 'odds') as MarketKind,
    side: b.bet_type,
    selectionId: b.selection_id ?? '',
    run: b.run === null ? null : Number(b.run),
    profit: paisa(b.potential_profit),
    liability: paisa(b.potential_liability),
    matched: b.matched,
  };
}

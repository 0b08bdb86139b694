import { describe, expect, it } from 'vitest';
import { type BookBet, betTerms, marketExposure, marketPnl, runnerPosition, totalExposure } from '../../src/lib/exchange-book';
import { ladderStep } from '../../src/lib/price-ladder';

const bet = (b: Partial<BookBet> & Pick<BookBet, 'side' | 'selectionId'>, stake = 100_00, odds = 2): BookBet => {
  const kind = b.kind ?? 'odds';
  return { kind, matched: true, ...betTerms(kind, b.side, stake, odds), ...b };
};

describe('bet terms', () => {
  it('back wins stake x (odds - 1) and risks the stake; lay the other way round', () => {
    expect(betTerms('odds', 'back', 100_00, 1.95)).toEqual({ profit: 95_00, liability: 100_00 });
    expect(betTerms('odds', 'lay', 100_00, 1.95)).toEqual({ profit: 100_00, liability: 95_00 });
  });
  it('bookmaker and fancy rates are per 100', () => {
    expect(betTerms('bookmaker', 'back', 200_00, 85)).toEqual({ profit: 170_00, liability: 200_00 });
    expect(betTerms('fancy', 'lay', 100_00, 90)).toEqual({ profit: 100_00, liability: 90_00 });
  });
});

describe('exposure', () => {
  it('is the worst case of a market: a back and a lay on one runner hedge each other', () => {
    const back = bet({ side: 'back', selectionId: 'A' }, 100_00, 3); // +200 if A, -100 otherwise
    const lay = bet({ side: 'lay', selectionId: 'A' }, 100_00, 2.5); // -150 if A, +100 otherwise
    expect(marketExposure([back])).toBe(100_00);
    expect(marketExposure([lay])).toBe(150_00);
    expect(marketPnl([back, lay], 'A')).toBe(50_00);
    expect(marketPnl([back, lay], 'B')).toBe(0);
    expect(marketExposure([back, lay])).toBe(0);
  });
  it('backing every runner holds only the worst of them', () => {
    const bets = [bet({ side: 'back', selectionId: 'A', runners: 2 }, 100_00, 2), bet({ side: 'back', selectionId: 'B', runners: 2 }, 100_00, 2)];
    expect(marketExposure(bets)).toBe(0);
    // with a third runner (the draw) bet on by nobody, both backs can lose
    expect(marketExposure(bets.map((b) => ({ ...b, runners: 3 })))).toBe(200_00);
  });
  it('an unmatched bet holds its liability but wins nothing', () => {
    const waiting = { ...bet({ side: 'back', selectionId: 'A' }, 100_00, 3), matched: false };
    const lay = bet({ side: 'lay', selectionId: 'A' }, 100_00, 2.5);
    expect(marketExposure([waiting, lay])).toBe(150_00);
    expect(runnerPosition([waiting, lay], 'A')).toBe(-150_00);
  });
  it('fancy: Yes and No on one line at the edges of the runs', () => {
    const yes = bet({ kind: 'fancy', side: 'back', selectionId: 'F1', run: 50 }, 100_00, 100);
    const no = bet({ kind: 'fancy', side: 'lay', selectionId: 'F1', run: 52 }, 100_00, 100);
    // 49 runs: yes loses 100, no wins 100; 50-51: both win; 52+: yes wins, no loses
    expect(marketPnl([yes, no], 49)).toBe(0);
    expect(marketPnl([yes, no], 51)).toBe(200_00);
    expect(marketPnl([yes, no], 52)).toBe(0);
    expect(marketExposure([yes, no])).toBe(0);
    expect(marketExposure([yes])).toBe(100_00);
  });
  it('adds the markets up', () => {
    const m = new Map([
      ['m1', [bet({ side: 'back', selectionId: 'A' })]],
      ['m2', [bet({ side: 'lay', selectionId: 'B' }, 50_00, 3)]],
    ]);
    expect(totalExposure(m)).toBe(100_00 + 100_00);
  });
});

describe('ladder', () => {
  it('steps odds along the exchange ladder', () => {
    expect(ladderStep(1.99, 1)).toBe(2);
    expect(ladderStep(2, 1)).toBe(2.02);
    expect(ladderStep(10, -1)).toBe(9.8);
    expect(ladderStep(1.01, -1)).toBe(1.01);
  });
});

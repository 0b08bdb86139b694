import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseSearchValue } from '../../src/lib/search-params';

const parse = parseSearchWith(parseSearchValue);
const stringify = stringifySearchWith(JSON.stringify, parseSearchValue);

describe('search values typed in an address', () => {
  it('keeps a market id typed without quotes as its text: 1.2300 is not the market 1.23', () => {
    expect(parse('?marketId=1.2300&eventId=30040&selectedSport=cricket')).toEqual({ marketId: '1.2300', eventId: 30040, selectedSport: 'cricket' });
    expect(parse('?marketId=1.230000010')).toEqual({ marketId: '1.230000010' });
    expect(parse('?id=007')).toEqual({ id: '007' });
  });

  it('reads numbers, booleans and quoted texts as before', () => {
    expect(parse('?page=2&size=1.5&open=true&q=%221.2300%22')).toEqual({ page: 2, size: 1.5, open: true, q: '1.2300' });
  });

  it("the app's own links read back as the same values", () => {
    const search = { marketId: '1.2300', eventId: '30040', previousPath: '/exchange-inplay', page: 2 };
    expect(parse(stringify(search))).toEqual(search);
  });
});

import { describe, expect, it } from 'vitest';
import {
  bookmakerHeads,
  bookmakerState,
  bookmakerQuote,
  bookmakerRows,
  FANCY_TABS,
  fancyHeads,
  fancyState,
  fancyQuote,
  filterFancy,
  runnerHeads,
  runnerQuote,
} from '../../src/features/exchange/logic/markets';
import { closedEvents, type ExchangeEvent, filterByDhakaDay, filterInplay, groupBySport, searchEvents } from '../../src/features/exchange/logic/events';
import { rowState } from '../../src/features/exchange/logic/row-state';
import { extractScoreFrameUrl } from '../../src/features/exchange/logic/score-board';
import { exchangeSiteUrlFrom } from '../../src/features/exchange/logic/site';
import { buildStreamUrl, DEFAULT_STREAM_TEMPLATE } from '../../src/features/exchange/logic/stream';

const ev = (id: string, sport: ExchangeEvent['sport'], over: Partial<ExchangeEvent> = {}): ExchangeEvent => ({
  EventId: id,
  MarketId: `1.${id}`,
  Event: `Team ${id} v Team X`,
  Fancy: 0,
  Bookmaker: 0,
  StartTime: '2026-03-10T10:00:00.000Z',
  Status: 'upcoming',
  sport,
  ...over,
});

describe('row state', () => {
  it('Ball Running takes priority over Suspend', () => {
    expect(rowState({ ball_running: 1, suspended: 1 })).toBe('ballRunning');
    expect(rowState({ ball_running: 1, suspended: 0 })).toBe('ballRunning');
  });
  it('Suspend when only suspended is 1', () => {
    expect(rowState({ ball_running: 0, suspended: 1 })).toBe('suspended');
  });
  it('open otherwise, also with missing flags', () => {
    expect(rowState({ ball_running: 0, suspended: 0 })).toBe('open');
    expect(rowState({})).toBe('open');
  });
});

describe('in-play filter and grouping', () => {
  const events = [ev('1', 'tennis'), ev('2', 'cricket'), ev('3', 'cricket'), ev('4', 'soccer')];
  it('keeps only events whose match odds report inplay true', () => {
    const inplay = new Map([
      ['1.1', true],
      ['1.2', false],
      ['1.3', true],
    ]);
    expect(filterInplay(events, inplay).map((e) => e.EventId)).toEqual(['1', '3']);
  });
  it('groups Cricket, Soccer, Tennis in that order and hides an empty group', () => {
    const groups = groupBySport([ev('1', 'tennis'), ev('2', 'cricket')]);
    expect(groups.map((g) => g.sport)).toEqual(['cricket', 'tennis']);
    expect(groupBySport([])).toEqual([]);
  });
});

describe('today, tomorrow, result and search', () => {
  // 2026-03-10 23:30 Dhaka is 17:30 UTC
  const now = Date.parse('2026-03-10T17:30:00.000Z');
  const events = [
    ev('a', 'cricket', { StartTime: '2026-03-10T17:59:00.000Z' }), // 23:59 Dhaka, today
    ev('b', 'cricket', { StartTime: '2026-03-10T18:00:00.000Z' }), // 00:00 Dhaka on the 11th, tomorrow
    ev('c', 'soccer', { StartTime: '2026-03-11T17:59:00.000Z' }), // 23:59 Dhaka on the 11th, tomorrow
    ev('d', 'soccer', { StartTime: '2026-03-09T19:00:00.000Z' }), // 01:00 Dhaka on the 10th, today
    ev('e', 'tennis', { StartTime: '2026-03-10T08:00:00.000Z', Status: 'closed' }),
    ev('f', 'tennis', { StartTime: 'not a date' }),
  ];
  it('Today is the Dhaka day of the start, closed events excluded', () => {
    expect(filterByDhakaDay(events, now, 0).map((e) => e.EventId)).toEqual(['a', 'd']);
  });
  it('Tomorrow is the next Dhaka day', () => {
    expect(filterByDhakaDay(events, now, 1).map((e) => e.EventId)).toEqual(['b', 'c']);
  });
  it('Result lists closed events', () => {
    expect(closedEvents(events).map((e) => e.EventId)).toEqual(['e']);
  });
  it('Search matches every word of the name, ignoring case', () => {
    const named = [ev('1', 'cricket', { Event: 'Bangladesh v India' }), ev('2', 'cricket', { Event: 'India v Pakistan' })];
    expect(searchEvents(named, 'india').map((e) => e.EventId)).toEqual(['1', '2']);
    expect(searchEvents(named, 'BANG ind').map((e) => e.EventId)).toEqual(['1']);
    expect(searchEvents(named, '   ')).toEqual([]);
  });
});

describe('score board address extraction', () => {
  const board = (script: string, before = '') => `<!doctype html><html><body>${before}<div id="s"></div><script>${script}</script></body></html>`;

  it('reads the address from the script variable', () => {
    expect(extractScoreFrameUrl(board('var scoreFrameUrl = "https://score.example.com/frame/12?x=1";'))).toBe('https://score.example.com/frame/12?x=1');
    expect(extractScoreFrameUrl(board("let iframeUrl='http://a.example/b'\nfoo()"))).toBe('http://a.example/b');
  });
  it('decodes escapes in the string literal', () => {
    expect(extractScoreFrameUrl(board('var url = "https:\\/\\/s.example\\/f\\u002F9";'))).toBe('https://s.example/f/9');
  });
  it('refuses javascript:, data: and vbscript: addresses, also disguised', () => {
    expect(extractScoreFrameUrl(board('var url = "javascript:alert(1)";'))).toBeNull();
    expect(extractScoreFrameUrl(board('var url = "JaVaScRiPt:alert(1)";'))).toBeNull();
    expect(extractScoreFrameUrl(board('var url = "\\u006aavascript:alert(1)";'))).toBeNull();
    expect(extractScoreFrameUrl(board('var url = " java\\tscript:alert(1)";'))).toBeNull();
    expect(extractScoreFrameUrl(board('var url = "data:text/html,<script>alert(1)</script>";'))).toBeNull();
    expect(extractScoreFrameUrl(board('var url = "vbscript:msgbox(1)";'))).toBeNull();
  });
  it('refuses relative, protocol-relative and credentialed addresses', () => {
    expect(extractScoreFrameUrl(board('var url = "/frame/1";'))).toBeNull();
    expect(extractScoreFrameUrl(board('var url = "//evil.example/x";'))).toBeNull();
    expect(extractScoreFrameUrl(board('var url = "https://user:pw@evil.example/x";'))).toBeNull();
  });
  it('ignores addresses outside scripts, in comments, in concatenations and in templates', () => {
    const hostile = board(
      [
        '// var url = "https://evil.example/comment";',
        '/* var src = "https://evil.example/block"; */',
        'var a = "https://evil.example/" + location.hash;',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the hostile script holds a template literal
        'var b = `https://evil.example/${x}`;',
        'if (u == "https://evil.example/compare") {}',
        'var frameUrl = "https://good.example/score";',
      ].join('\n'),
      '<a href="https://evil.example/outside">x</a><!-- <script>var url="https://evil.example/htmlcomment"</script> -->',
    );
    expect(extractScoreFrameUrl(hostile)).toBe('https://good.example/score');
  });
  it('skips non-script script types and answers null when nothing is safe', () => {
    expect(extractScoreFrameUrl('<script type="text/template">var url = "https://evil.example/t";</script>')).toBeNull();
    expect(extractScoreFrameUrl('<p>no script</p>')).toBeNull();
    expect(extractScoreFrameUrl('<script>var url = "https://unterminated')).toBeNull();
    expect(extractScoreFrameUrl('')).toBeNull();
  });
  it('prefers a variable named like an address over another string', () => {
    expect(extractScoreFrameUrl(board('var title = "https://not-this.example/"; var scoreUrl = "https://this.example/";'))).toBe('https://this.example/');
  });
});

describe('stream address', () => {
  it('fills origin, event id and ip into the default template', () => {
    expect(buildStreamUrl(DEFAULT_STREAM_TEMPLATE, { origin: 'https://play.example', eventId: '32000001', ip: '103.4.5.6' })).toBe(
      'https://play.example/api/stream/32000001?userip=103.4.5.6',
    );
  });
  it('encodes values and accepts IPv6', () => {
    expect(buildStreamUrl('https://tv.example/embed?e={eventId}&userip={ip}', { origin: '', eventId: 'a b', ip: '2001:db8::1' })).toBe(
      'https://tv.example/embed?e=a%20b&userip=2001%3Adb8%3A%3A1',
    );
  });
  it('refuses an ip that is not an address and a non-http template', () => {
    expect(buildStreamUrl(DEFAULT_STREAM_TEMPLATE, { origin: 'https://p.example', eventId: '1', ip: '"><script>' })).toBeNull();
    expect(buildStreamUrl('javascript:alert({ip})', { origin: '', eventId: '1', ip: '1.2.3.4' })).toBeNull();
  });
});

describe('markets', () => {
  const detail = {
    data: {
      items: {
        '7': {
          fancy2: {
            f1: { id: 'f1', title: 'A', no: 1, no_rate: 100, yes: 2, yes_rate: 100, type: 2 },
            f2: { id: 'f2', title: 'B', no: 1, no_rate: 100, yes: 2, yes_rate: 100, type: 6 },
          },
          bookmaker: { bm: { runners: { s1: { runner: 'X', backPrice: 40, layPrice: 42 } } } },
        },
      },
    },
  } as never;
  it('reads the first bookmaker entry, runners as a list or a map', () => {
    expect(bookmakerRows(detail, '7').map((r) => r.runner)).toEqual(['X']);
    expect(bookmakerRows(undefined, '7')).toEqual([]);
  });
  it('filters fancy rows by tab type, All shows every row', () => {
    const rows = fancyHeads(detail, '7');
    expect(FANCY_TABS.map((t) => t.type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(filterFancy(rows, 1)).toHaveLength(2);
    expect(filterFancy(rows, 6).map((r) => r.key)).toEqual(['f2']);
    expect(filterFancy(rows, 3)).toEqual([]);
  });
  it('heads carry who; states and quotes are read by the same keys', () => {
    expect(bookmakerHeads(detail, '7')).toEqual([{ key: 'X', title: 'X', type: 0 }]);
    expect(bookmakerState(detail, '7', 'X')).toBe('open');
    expect(bookmakerState(detail, '7', 'gone')).toBe('suspended');
    expect(fancyState(detail, '7', 'f1')).toBe('open');
    expect(bookmakerQuote(detail, '7', 'X', 'back')).toEqual({ price: 40 });
    expect(bookmakerQuote(detail, '7', 'X', 'lay')).toEqual({ price: 42 });
    expect(bookmakerQuote(detail, '7', 'gone', 'lay')).toBeUndefined();
    expect(fancyQuote(detail, '7', 'f1', 'no')).toEqual({ price: 1, size: 100 });
    expect(fancyQuote(detail, '7', 'f2', 'yes')).toEqual({ price: 2, size: 100 });
    expect(fancyQuote(undefined, '7', 'f2', 'yes')).toBeUndefined();
  });
  it('reads runners and their ladders from the first match-odds item', () => {
    const answer = [
      {
        inplay: true,
        runners: [
          {
            selectionId: '11',
            SelectionName: 'India',
            ex: {
              availableToBack: [
                { price: 1.9, size: 500 },
                { price: 1.88, size: 20 },
              ],
              availableToLay: [{ price: 1.92, size: 80 }],
            },
          },
          { SelectionName: 'Australia', ex: { availableToBack: [], availableToLay: [] } },
        ],
      },
      { inplay: false, runners: [] },
    ];
    expect(runnerHeads(undefined)).toBeUndefined();
    expect(runnerHeads(answer)).toEqual([
      { id: '11', name: 'India' },
      { id: 'Australia', name: 'Australia' },
    ]);
    expect(runnerQuote(answer, '11', 'back', 1)).toEqual({ price: 1.88, size: 20 });
    expect(runnerQuote(answer, '11', 'lay', 0)).toEqual({ price: 1.92, size: 80 });
    expect(runnerQuote(answer, '11', 'lay', 2)).toBeUndefined();
    expect(runnerQuote(answer, 'Australia', 'back', 0)).toBeUndefined();
  });
});

describe('external exchange address', () => {
  it('attaches the exchange token to an http(s) base only', () => {
    expect(exchangeSiteUrlFrom('https://x.example/exchange-site', 'a+b/c')).toBe('https://x.example/exchange-site?token=a%2Bb%2Fc');
    expect(exchangeSiteUrlFrom('javascript:alert(1)', 't')).toBeNull();
    expect(exchangeSiteUrlFrom('https://x.example/', '')).toBeNull();
  });
});

describe('price flash direction', () => {
  it('is up when the price rose, down when it fell, nothing when unknown or unchanged', async () => {
    const { priceMove } = await import('../../src/features/exchange/logic/price-move');
    expect(priceMove(1.9, 2.02)).toBe('up');
    expect(priceMove(2.02, 1.9)).toBe('down');
    expect(priceMove(1.9, 1.9)).toBeUndefined();
    expect(priceMove(undefined, 1.9)).toBeUndefined();
    expect(priceMove(1.9, undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pushMessageOf, windowToUse } from '../../sw/push';

describe("the service worker's pushes", () => {
  const ours = {
    title: 'Deposit approved: ৳ 1,000.00',
    body: 'In your main wallet.',
    url: '/transaction-record?id=7',
    tag: 'transaction-7',
    badge: 2,
    lang: 'bn',
  };

  it('shows a push of ours with its words, the unread count for the badge and its language', () => {
    expect(pushMessageOf(ours)).toEqual(ours);
    expect(pushMessageOf({ ...ours, badge: -1, lang: 'fr' })).toMatchObject({ badge: 0, lang: 'en' });
  });

  it('a tap leads only to a path of this app: another site, a protocol-relative or backslash address is dropped', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(pushMessageOf({ ...ours, url }), url).toBeNull();
    }
  });

  it('drops what is not one of ours: no title, words too long, not an object', () => {
    expect(pushMessageOf({ ...ours, title: '' })).toBeNull();
    expect(pushMessageOf({ ...ours, body: 'x'.repeat(1001) })).toBeNull();
    expect(pushMessageOf('text')).toBeNull();
    expect(pushMessageOf(null)).toBeNull();
  });

  it('a tap brings forward the focused window of the app, else a visible one, else any', () => {
    const w = (name: string, focused: boolean, visibilityState: DocumentVisibilityState) => ({ name, focused, visibilityState });
    expect(windowToUse([w('a', false, 'hidden'), w('b', true, 'visible'), w('c', false, 'visible')])?.name).toBe('b');
    expect(windowToUse([w('a', false, 'hidden'), w('c', false, 'visible')])?.name).toBe('c');
    expect(windowToUse([w('a', false, 'hidden')])?.name).toBe('a');
    expect(windowToUse([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { canSend } from '../../src/features/chat/logic';
import { REWARD_TIERS, referralLink, shareTargets, wrapIndex } from '../../src/features/referral/logic';

describe('reward tier board', () => {
  it('has the three boards of the spec', () => {
    expect(REWARD_TIERS.map((b) => [b.above, ...b.rates])).toEqual([
      [100, '0.1', '0.05', '0.01'],
      [200000, '0.15', '0.06', '0.02'],
      [500000, '0.2', '0.07', '0.03'],
    ]);
  });
  it('wraps around at both ends', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, -4, 3)).toBe(2);
  });
});

describe('referral link and share targets', () => {
  it('builds the referral_code link', () => {
    expect(referralLink('https://takaplay.example', 'DEMO 26')).toBe('https://takaplay.example/referral_code?referral_code=DEMO%2026');
  });
  it('lists the spec targets with the link encoded', () => {
    const t = shareTargets('https://x.example/referral_code?referral_code=A', 'Join');
    expect(t.map((x) => x.name)).toEqual(['Facebook', 'Line', 'Mail', 'Skype', 'Telegram', 'WhatsApp']);
    expect(t.every((x) => x.href.includes(encodeURIComponent('https://x.example/referral_code?referral_code=A')))).toBe(true);
  });
});

describe('chat input', () => {
  it('does not send empty or whitespace-only messages', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
  });
});

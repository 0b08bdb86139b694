/** Cash reward ratio board (spec 2, section 9): turnover threshold in taka and the three tier rates in %. */
export const REWARD_TIERS = [
  { above: 100, rates: ['0.1', '0.05', '0.01'] },
  { above: 200000, rates: ['0.15', '0.06', '0.02'] },
  { above: 500000, rates: ['0.2', '0.07', '0.03'] },
] as const;

/** The next tab index when moving by `delta`, wrapping around at both ends. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** The link a friend opens to sign up with the code. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/referral_code?referral_code=${encodeURIComponent(code)}`;
}

/** Share targets when the Web Share API is missing. */
export function shareTargets(link: string, text: string): Array<{ id: string; name: string; href: string }> {
  const u = encodeURIComponent(link);
  const t = encodeURIComponent(text);
  return [
    { id: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'line', name: 'Line', href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { id: 'mail', name: 'Mail', href: `mailto:?subject=${t}&body=${t}%20${u}` },
    { id: 'skype', name: 'Skype', href: `https://web.skype.com/share?url=${u}&text=${t}` },
    { id: 'telegram', name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
    { id: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
  ];
}

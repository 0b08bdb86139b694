/** Cash reward ratio board: one table with the server that accrues the rewards. */
export { REWARD_TIERS } from '../../api/contract/referral';

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

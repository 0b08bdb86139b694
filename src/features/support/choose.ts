/**
 * Which support channel opens (spec 1, section 1): the intercom widget when it exists, else the
 * stored WhatsApp link, else the live-chat widget (only on its configured origin) or the tawk widget.
 */
export interface SupportSettings {
  intercom?: string | null | undefined;
  /** true when the intercom launcher is on the page */
  intercomWidget?: boolean;
  whatsapp?: string | null | undefined;
  liveChat?: string | null | undefined;
  tawkId?: string | null | undefined;
  /** the page's origin and the one origin where the live-chat script may load */
  origin: string;
  liveChatOrigin: string;
}

export type SupportChoice =
  | { kind: 'intercom' }
  | { kind: 'whatsapp'; url: string }
  | { kind: 'livechat'; license: string }
  | { kind: 'tawk'; id: string }
  | { kind: 'none' };

function httpUrl(s: string | null | undefined): string | null {
  if (!s) return null;
  try {
    const u = new URL(s);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

export function chooseSupport(s: SupportSettings): SupportChoice {
  if (s.intercomWidget || s.intercom?.trim()) return { kind: 'intercom' };
  const wa = httpUrl(s.whatsapp?.trim());
  if (wa) return { kind: 'whatsapp', url: wa };
  if (s.liveChat?.trim() && s.origin === s.liveChatOrigin) return { kind: 'livechat', license: s.liveChat.trim() };
  if (s.tawkId?.trim() && /^[\w/-]+$/.test(s.tawkId.trim())) return { kind: 'tawk', id: s.tawkId.trim() };
  return { kind: 'none' };
}

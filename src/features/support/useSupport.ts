import { useCallback } from 'react';
import { useSession } from '../../session';
import { useGeneral } from '../site';
import { chooseSupport, type SupportChoice } from './choose';

const env = import.meta.env ?? {};

/** The one origin where the live-chat script may load (VITE_LIVE_CHAT_ORIGIN; default: the page's own). */
function liveChatOrigin(): string {
  return env.VITE_LIVE_CHAT_ORIGIN || location.origin;
}

type WindowWithWidgets = Window & {
  Intercom?: (cmd: string, ...args: unknown[]) => void;
  LiveChatWidget?: { call: (cmd: string) => void };
  Tawk_API?: { maximize?: () => void };
  __lc?: Record<string, unknown>;
};

function loadScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const s = document.createElement('script');
  s.id = id;
  s.async = true;
  s.src = src;
  s.crossOrigin = 'anonymous';
  document.head.append(s);
}

/** Opens the channel the rule picks. Exported for the shell (help button, drawer, chat button). */
function openSupportChoice(choice: SupportChoice, settings: { intercom?: string | undefined; supportMail?: string | null | undefined }): void {
  const w = window as WindowWithWidgets;
  switch (choice.kind) {
    case 'intercom':
      if (typeof w.Intercom === 'function') w.Intercom('show');
      else if (settings.intercom && /^[\w-]+$/.test(settings.intercom)) loadScript('intercom-widget', `https://widget.intercom.io/widget/${settings.intercom}`);
      return;
    case 'whatsapp':
      window.open(choice.url, '_blank', 'noopener,noreferrer');
      return;
    case 'livechat':
      if (w.LiveChatWidget) w.LiveChatWidget.call('maximize');
      else {
        w.__lc = { ...(w.__lc ?? {}), license: Number(choice.license) || choice.license };
        loadScript('livechat-widget', 'https://cdn.livechatinc.com/tracking.js');
      }
      return;
    case 'tawk':
      if (w.Tawk_API?.maximize) w.Tawk_API.maximize();
      else loadScript('tawk-widget', `https://embed.tawk.to/${choice.id}`);
      return;
    default:
      if (settings.supportMail && /^[^\s@]+@[^\s@]+$/.test(settings.supportMail)) window.location.href = `mailto:${settings.supportMail}`;
  }
}

/** The function that opens support by the spec's rule (the stored keys first, then the settings). */
export function useSupport(): () => void {
  const { general } = useGeneral();
  const session = useSession();
  return useCallback(() => {
    const w = window as WindowWithWidgets;
    const choice = chooseSupport({
      intercom: session.intercom || general?.intercom,
      intercomWidget: typeof w.Intercom === 'function',
      whatsapp: session.whatsapp || general?.whatsapp,
      liveChat: session.liveChat || general?.live_chat,
      tawkId: session.tawkId || general?.tawk_id,
      origin: location.origin,
      liveChatOrigin: liveChatOrigin(),
    });
    openSupportChoice(choice, { intercom: session.intercom || general?.intercom || undefined, supportMail: general?.support_mail });
  }, [session, general]);
}

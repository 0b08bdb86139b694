/// <reference types="vite/client" />
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_PLATFORM_API?: string;
  readonly VITE_SPORTS_API?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_EXCHANGE_SITE?: string;
  readonly VITE_LIVE_CHAT_ORIGIN?: string;
  readonly VITE_SUPPORT_USER_ID?: string;
  readonly VITE_STREAM_TEMPLATE?: string;
  readonly VITE_IP_LOOKUP_URL?: string;
}

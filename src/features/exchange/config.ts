import { DEFAULT_STREAM_TEMPLATE } from './logic/stream';
import { exchangeSiteUrlFrom } from './logic/site';

const env = import.meta.env ?? {};

const origin = (): string => (typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1');

export const STALE_AFTER_MS = 5000;
export const STREAM_HEIGHT = 400;

export const exchangeConfig = {
  /** the external exchange site (spec: not given); default: the reference server's landing page */
  siteBase: (): string => env.VITE_EXCHANGE_SITE || `${origin()}/exchange-site`,
  streamTemplate: (): string => env.VITE_STREAM_TEMPLATE || DEFAULT_STREAM_TEMPLATE,
  origin,
};

/** Where the redirect screen and the home Favourites card send the player (null without a token). */
export function exchangeSiteUrl(token: string | null | undefined): string | null {
  return token ? exchangeSiteUrlFrom(exchangeConfig.siteBase(), token) : null;
}

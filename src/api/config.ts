/**
 * Where the operator's hosts live. Build-time configuration (VITE_*), defaulting to the page's own
 * origin, where the reference API serves both the platform and the sports calls.
 */
const env = import.meta.env ?? {};

function origin(): string {
  return typeof location !== 'undefined' ? location.origin : 'http://127.0.0.1';
}

export const apiConfig = {
  platformBase: (): string => env.VITE_PLATFORM_API || origin(),
  sportsBase: (): string => env.VITE_SPORTS_API || origin(),
  timeoutMs: Number(env.VITE_API_TIMEOUT_MS || 15000),
};

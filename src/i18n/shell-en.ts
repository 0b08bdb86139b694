import games from './locales/en/games.json';
import lobby from './locales/en/lobby.json';
import market from './locales/en/market.json';
import pwa from './locales/en/pwa.json';
import support from './locales/en/support.json';

/** The shell's namespaces in English: one file fetched at boot instead of one per namespace (src/i18n/index.ts). */
export default { games, lobby, market, pwa, support };

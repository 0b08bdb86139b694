import common from './locales/bn/common.json';
import games from './locales/bn/games.json';
import lobby from './locales/bn/lobby.json';
import market from './locales/bn/market.json';
import pwa from './locales/bn/pwa.json';
import support from './locales/bn/support.json';

/** The shell's namespaces in Bangla (with common): one file fetched at boot instead of one per namespace (src/i18n/index.ts). */
export default { common, games, lobby, market, pwa, support };

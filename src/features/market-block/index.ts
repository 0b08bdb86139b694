export { MarketBlockPopup } from './MarketBlockPopup';
export { type MarketBlock, type Section, useMarketBlock } from './useMarketBlock';

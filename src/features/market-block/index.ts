export { MarketBlockPopup } from './MarketBlockPopup';
export { type Section, useMarketBlock } from './useMarketBlock';

export { MarketBlockPopup } from './MarketBlockPopup';
export { MarketCheckFailed } from './MarketCheckFailed';
export { type MarketBlock, type Section, useMarketBlock } from './useMarketBlock';

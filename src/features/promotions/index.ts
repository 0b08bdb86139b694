export type { PromotionTab } from './logic';
export { DesktopPromotions } from './DesktopPromotions';
export { PromotionsStrip } from './PromotionsStrip';
export { PromotionsPage } from './PromotionsPage';

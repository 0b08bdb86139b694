export type { PromotionTab } from './logic';
export { PromotionsPage } from './PromotionsPage';

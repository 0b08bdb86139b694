export { filterPromotions, PROMOTION_TABS, type PromotionTab, previewWords } from './logic';
export { PromotionsPage } from './PromotionsPage';

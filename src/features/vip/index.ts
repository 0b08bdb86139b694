export { checkVp, levelProgress, vpToMoney } from './logic';
export { VipPage } from './VipPage';

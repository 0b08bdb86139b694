export { ELITE_I_VP, vipProgress } from './vip-progress';
export { checkVp, levelProgress, vpToMoney } from './logic';
export { VipPage } from './VipPage';

export { ELITE_I_VP, vipProgress } from './vip-progress';
export { checkVp, levelProgress, vpToMoney } from './logic';
export { VIP_USER_POLL_MS, VipPage } from './VipPage';

export { REWARD_TIERS, referralLink, shareTargets, wrapIndex } from './logic';
export { qrDataUrl } from './qr';
export { ReferralPage } from './ReferralPage';

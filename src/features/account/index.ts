export { AccountMenu } from './AccountMenu';
export { useCodeCooldown, useOtherPhones, useUser, useVerification } from './hooks';
export { Icon, type IconName } from './icons';
export { MemberHeader } from './MemberHeader';
export { type VerifyTarget, VerifyDialogs } from './VerifyDialogs';
export {
  CODE_COOLDOWN_SECONDS,
  formatMMSS,
  formatMSS,
  isEmailVerified,
  isPhoneVerified,
  missingForWithdrawal,
  type SecurityLevel,
  securityLevel,
  verifiedPhoneList,
} from './verification';

export { AccountMenu } from './AccountMenu';
export { DesktopAccount } from './DesktopAccount';
export { useCodeCooldown, useUser, useVerification } from './hooks';
export type { IconName } from './icons';
export { MemberHeader } from './MemberHeader';
export { type VerifyTarget, VerifyDialogs } from './VerifyDialogs';
export {
  formatMMSS,
  formatMSS,
  isPhoneVerified,
  type SecurityLevel,
} from './verification';

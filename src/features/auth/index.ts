export { createAccount, keepNewAccount, type NewAccount } from './create-account';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { guestOnly } from './guest-only';
export { type CodeType, LinkCodePage } from './LinkCodePage';
export { LoginPage } from './LoginPage';
export { loadAuthTexts } from './namespaces';
export { safeRedirect } from './redirect';
export { SignupPage } from './SignupPage';
export { useLogout } from './useLogout';

export { passwordRules } from './password-rules';
export { ProfilePage } from './ProfilePage';
export { ResetPasswordPage } from './ResetPasswordPage';

export * from './keys';
export * from './store';
export * from './hooks';
export { logout, logoutEverything, saveLogin } from './actions';
export { forgetSessionEnded, markSessionEnded, sessionEndedAt } from './ended';

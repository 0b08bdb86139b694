export * from './keys';
export * from './store';
export * from './hooks';
export { saveLogin } from './actions';
export { type EndReason, endSession, endWithOtherTabs } from './end';
export { forgetSessionEnded, markSessionEnded, sessionEndedAt } from './ended';

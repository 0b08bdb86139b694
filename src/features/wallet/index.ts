export { refreshBalance, useBalance, useBalancePolling } from './useBalance';

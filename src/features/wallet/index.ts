export { BALANCE_POLL_MS, useBalance, useBalancePolling } from './useBalance';

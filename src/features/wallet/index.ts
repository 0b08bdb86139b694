export { BALANCE_POLL_MS, refreshBalance, useBalance, useBalancePolling } from './useBalance';

export { refreshBalance, useBalance, useBalancePolling } from './useBalance';
export { BalanceAmount, setBalanceHidden, useBalanceHidden } from './balance-hidden';

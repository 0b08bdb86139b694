export { useBalance } from './useBalance';

export { DepositLimitNote } from './DepositLimitNote';
export { RealityCheck } from './RealityCheck';
export { ResponsibleGamingPage } from './ResponsibleGamingPage';

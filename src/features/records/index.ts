export { BackHeader } from './BackHeader';
export { BettingRecordsPage } from './BettingRecordsPage';
export { cutName, filterTransactions, fromPaisa, groupByDhakaDay, groupSettled, toPaisa, turnoverPercent, txType } from './logic';
export { TransactionRecordsPage } from './TransactionRecordsPage';
export { TurnoverPage } from './TurnoverPage';

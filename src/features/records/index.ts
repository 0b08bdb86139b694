export { BackHeader } from './BackHeader';
export { BettingRecordsPage } from './BettingRecordsPage';
export { isRecordsTab, RECORDS_TABS } from './records-tabs';
export { cutName, filterTransactions, fromPaisa, groupByDhakaDay, groupSettled, toPaisa, turnoverPercent, txType } from './logic';
export { TransactionRecordsPage } from './TransactionRecordsPage';
export { TurnoverPage } from './TurnoverPage';

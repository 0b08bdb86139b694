export { BettingRecordsPage } from './BettingRecordsPage';
export { isRecordsTab, RECORDS_TABS } from './records-tabs';
export { cutName, filterTransactions, groupByDhakaDay, groupSettled, turnoverPercent, txType } from './logic';
export { TransactionRecordsPage } from './TransactionRecordsPage';
export { TurnoverPage } from './TurnoverPage';

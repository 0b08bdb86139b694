export { ExchangeAccountPage } from './AccountPage';
export { exchangeConfig, exchangeSiteUrl, ODDS_POLL_DATA_SAVER_MS, ODDS_POLL_MS } from './config';
export { ExchangeHeader, ExchangeLayout, ExchangeNav } from './ExchangeLayout';
export { ExchangeHomePage } from './HomePage';
export { InplayPage } from './InplayPage';
export { MultiPage } from './MultiPage';
export { OddsPage, type OddsPageProps, oddsJob } from './OddsPage';
export { ExchangeRedirectPage } from './RedirectPage';
export { ExchangeSportsPage } from './SportsPage';

/** The redirect screen's route: links (home Favourites card, desktop Sports > Exchange) can point here. */
export const EXCHANGE_REDIRECT_PATH = '/exchange-redirect';
export { MyBetsPage } from './bets/MyBetsPage';
export { BetsHistoryPage, ProfitLossPage } from './bets/HistoryPages';
export { ActivityLogPage, BalanceOverviewPage } from './bets/LedgerPages';

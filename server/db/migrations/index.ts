import core from './001-core';
import lobby from './002-lobby';
import funds from './003-funds';
import member from './004-member';
import sports from './005-sports';
import affiliates from './006-affiliates';
import ledger from './007-ledger';
import hardening from './008-hardening';
import receipts from './009-receipts';
import responsible from './010-responsible';
import exchangeBets from './011-exchange-bets';
import exchangeOpenIndex from './014-exchange-open-index';
import boundWallet from './015-bound-wallet';
import codesPromotionRules from './016-codes-promotion-rules';
import deviceCookies from './017-device-cookies';

export interface Migration {
  id: string;
  sql: string;
}

/** Append new migrations at the end; never edit one that has shipped. */
export const migrations: Migration[] = [
  core,
  lobby,
  funds,
  member,
  sports,
  affiliates,
  ledger,
  hardening,
  receipts,
  responsible,
  exchangeBets,
  exchangeOpenIndex,
  boundWallet,
  codesPromotionRules,
  deviceCookies,
];

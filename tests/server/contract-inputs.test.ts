import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeSchemas } from '../../server/lib/validate';
import { type Field, fieldsOf, refusals, requestSchemas } from './contract-walk';
import { startHarness } from './harness';

/**
 * Every field of every request of the contract (src/api/contract, all modules, admin and test controls
 * too) goes through one of its two input rules, and each field refuses what its rule refuses: a text
 * field control characters and a value one past its cap, an id anything but a finite positive integer.
 * A new field or a new module is walked without being listed here.
 */
const dir = resolve('src/api/contract');
const modules: Record<string, Record<string, unknown>> = {};
let schemas: Array<[string, v.GenericSchema]> = [];
let fields: Field[] = [];

beforeAll(async () => {
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts'))) modules[f] = (await import(resolve(dir, f))) as Record<string, unknown>;
  schemas = requestSchemas(modules);
  fields = schemas.flatMap(([name, s]) => fieldsOf(name, s));
});

const textFields = () => fields.filter((f) => f.rule?.rule === 'text');
const idFields = () => fields.filter((f) => f.rule?.rule === 'id');

describe('the request schemas of the contract', () => {
  it('are found in every module, with their text fields and ids', () => {
    expect(schemas.length).toBeGreaterThan(60);
    expect(textFields().length).toBeGreaterThan(80);
    expect(idFields().length).toBeGreaterThan(20);
  });

  it('every field that takes a string goes through the text rule or the id rule', () => {
    expect(fields.filter((f) => f.kinds.has('string') && !f.rule).map((f) => f.name)).toEqual([]);
  });

  it('every schema a route of the server checks input with is one of the contract', async () => {
    const h = await startHarness();
    h.close();
    const contract = new Set(schemas.map(([, s]) => s));
    const own = [...routeSchemas].filter((s) => !contract.has(s));
    expect(own.length, 'a route checks input with a schema the contract does not export').toBe(0);
    expect(routeSchemas.size).toBeGreaterThan(50);
  });
});

describe('text rule', () => {
  const stringFields = () => fields.filter((f) => f.kinds.has('string'));

  it('each field that takes a string refuses control characters', () => {
    const let_through = stringFields().filter((f) => refusals(f, 'Rahim\u0000Uddin').length === 0 || refusals(f, 'a\u001bb').length === 0);
    expect(let_through.map((f) => f.name)).toEqual([]);
  });

  it('each field that takes a string refuses a value one past its cap', () => {
    const past = (f: Field) => (f.rule?.rule === 'text' ? f.rule.max + 1 : 100_000);
    const let_through = stringFields().filter((f) => refusals(f, '1'.repeat(past(f))).length === 0);
    expect(let_through.map((f) => f.name)).toEqual([]);
    const login = textFields().find((f) => f.name === 'auth.LoginBody.username');
    expect(login && refusals(login, 'u'.repeat(51))).toEqual(['The username may not be greater than 50 characters.']);
  });

  it('caps stay below the request body limit, so a cap is what refuses, not the size of the body', () => {
    expect(
      textFields()
        .filter((f) => f.rule?.rule === 'text' && f.rule.max > 10_000)
        .map((f) => f.name),
    ).toEqual([]);
  });
});

/** Fields named as ids that are text on the wire: payment references, the sports host's ids, provider, captcha and chat-widget ids, passkeys' credential ids. */
const TEXT_IDS = [
  'auth.SignupBody.captcha_id',
  'auth.ForgotBody.captcha_id',
  'dev.DevCaptchaParam.id',
  'dev.DevGeneralBody.tawk_id',
  'exchange.EventParam.eventId',
  'exchange.MarketParam.marketId',
  'exchange.SportsDevBody.eventId',
  'exchange.SportsDevBody.fancy.id',
  'exchange-bets.PlaceBetBody.event_id',
  'exchange-bets.PlaceBetBody.market_id',
  'exchange-bets.CashOutBody.event_id',
  'exchange-bets.CashOutBody.market_id',
  'exchange-bets.PlaceBetBody.selection_id',
  'exchange-bets.BetsQuery.event_id',
  'exchange-bets.BetParam.transactionId',
  'funds.EwaConfirmBody.trx_id',
  'funds.SubmitDepositBody.transaction_id',
  'transactions.ResubmitBody.transaction_id',
  'receipts.DepositWithReceiptsBody.transaction_id',
  'receipts.EwaConfirmWithReceiptsBody.trx_id',
  'wallet.WalletDebitBody.round_id',
  'wallet.WalletDebitBody.transaction_id',
  'wallet.WalletCreditBody.round_id',
  'wallet.WalletCreditBody.transaction_id',
  'wallet.WalletRollbackBody.round_id',
  'wallet.WalletRollbackBody.transaction_id',
  'wallet.WalletRollbackBody.ref_transaction_id',
  'wallet.PlayBetBody.request_id',
  'wallet.PlayRoundBody.round_id',
  'passkeys.PasskeyRegisterBody.response.id',
  'passkeys.PasskeyRegisterBody.response.rawId',
  'passkeys.PasskeyLoginBody.response.id',
  'passkeys.PasskeyLoginBody.response.rawId',
  'passkeys.PasskeyRemoveBody.response.id',
  'passkeys.PasskeyRemoveBody.response.rawId',
];

describe('id rule', () => {
  it('every field named as an id goes through the id rule, or is one of the ids that are text on the wire', () => {
    const named = fields.filter((f) => /(^|[._])(id|ids\.0)$|_id$|Id$/.test(f.name) && f.rule?.rule !== 'id');
    expect(named.map((f) => f.name).sort()).toEqual([...TEXT_IDS].sort());
  });

  const bad: unknown[] = ['abc', 'NaN', 'Infinity', '-Infinity', '1e999', '1e3', '-1', '1.5', '', ' 1', '0x10', '1234567890123456', Number.NaN, 1e21, -1, 1.5];

  const none = (f: Field) => (f.rule?.rule === 'id' ? f.rule.none : undefined);

  it.each(bad.map((x) => [JSON.stringify(x) ?? String(x), x]))('each id refuses %s (but the "none" value of its call)', (_, value) => {
    const let_through = idFields().filter((f) => none(f) !== value && refusals(f, value).length === 0);
    expect(let_through.map((f) => f.name)).toEqual([]);
  });

  it('each id refuses 0 unless the spec sends 0 for "none"', () => {
    const zero = idFields().filter((f) => refusals(f, '0').length === 0 || refusals(f, 0).length === 0);
    expect(zero.map((f) => f.name)).toEqual(
      idFields()
        .filter((f) => none(f) === 0)
        .map((f) => f.name),
    );
    expect(
      idFields()
        .filter((f) => none(f) !== undefined)
        .map((f) => `${f.name}=${JSON.stringify(none(f))}`),
    ).toEqual(['funds.EwaRequestBody.promotion=""', 'funds.SubmitWithdrawBody.payment_id=0']);
  });

  it('each id takes a positive integer as a number and as a string of digits', () => {
    const refused = idFields().filter((f) => refusals(f, 17).length > 0 || refusals(f, '17').length > 0 || refusals(f, '999999999999999').length > 0);
    expect(refused.map((f) => f.name)).toEqual([]);
  });
});

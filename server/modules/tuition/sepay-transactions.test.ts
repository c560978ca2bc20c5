/**
 * SePay's transaction list, asked as its documentation says, of a local stand-in that answers
 * as SePay does (tests/helpers/sepay-api-stand-in.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SepayStandIn } from '../../../tests/helpers/sepay-stand-in';
import { startSepayApi, type SepayApi } from '../../../tests/helpers/sepay-api-stand-in';
import { listSepayTransfers } from './sepay-transactions';

const TOKEN = 'SEPAYTOKEN0123456789';
const local = { privateHosts: true };
const account = { bank: 'Vietcombank', number: '0011004455667' };
let sepay: SepayStandIn;
let api: SepayApi;
const now = new Date('2026-11-28T10:00:00Z');
const window = (over: object = {}) => ({ from: new Date(now.getTime() - 48 * 3_600_000), to: now, accountNumber: account.number, ...over });
const settings = () => ({ api_token: TOKEN, api_url: api.apiUrl });

beforeAll(async () => {
  sepay = new SepayStandIn({ url: 'http://127.0.0.1:9/unused', apiKey: 'unused' }, account);
  api = await startSepayApi(sepay, TOKEN);
});
afterAll(() => api.close());
beforeEach(() => {
  sepay.transactions.length = 0;
  api.requests.length = 0;
  api.tooMany = false;
});

describe("SePay's transaction list", () => {
  it('answers the incoming transfers of the window on the account, in whole đồng, as the webhook would have reported them', async () => {
    const paid = sepay.transfer(1_500_000, 'HP7K2Q hoc phi', { at: new Date(now.getTime() - 3_600_000) });
    sepay.transfer(200_000, 'rut tien', { type: 'out', at: new Date(now.getTime() - 3_600_000) });
    sepay.transfer(900_000, 'HP old', { at: new Date(now.getTime() - 72 * 3_600_000) });
    const answer = await listSepayTransfers(settings(), window(), local);
    expect(api.violations).toEqual([]);
    expect(api.requests).toEqual([
      {
        transaction_date_min: '2026-11-26 17:00:00',
        transaction_date_max: '2026-11-28 17:00:00',
        limit: '5000',
        account_number: account.number,
      },
    ]);
    expect(answer).toEqual({
      ok: true,
      incoming: [
        {
          provider: 'SEPAY',
          providerId: String(paid.id),
          bank: 'Vietcombank',
          accountNumber: account.number,
          amount: 1_500_000,
          content: 'HP7K2Q hoc phi',
          referenceCode: paid.referenceCode,
          transferredAt: new Date(`${paid.transactionDate.replace(' ', 'T')}+07:00`),
        },
      ],
    });
  });

  it('pages on from the highest id with since_id while a page comes full, each transfer once', async () => {
    const at = new Date(now.getTime() - 3_600_000);
    for (let i = 0; i < 5_003; i++) sepay.transfer(10_000 + i, `CK ${i}`, { at });
    const answer = await listSepayTransfers(settings(), window(), local);
    expect(answer.ok && answer.incoming.length).toBe(5_003);
    expect(api.requests.map((r) => r.since_id)).toEqual([undefined, String(sepay.transactions[4_999].id)]);
    expect(api.violations).toEqual([]);
  });

  it('takes the empty answer SePay gives a token it does not know for a refused token, and 429 for a provider error', async () => {
    expect(await listSepayTransfers({ ...settings(), api_token: 'WRONG' }, window(), local)).toMatchObject({
      ok: false,
      failure: 'AUTH_FAILED',
    });
    api.tooMany = true;
    expect(await listSepayTransfers(settings(), window(), local)).toMatchObject({ ok: false, failure: 'PROVIDER_ERROR' });
  });

  it('never asks a private address unless the operator allows it, nor one that does not listen', async () => {
    expect(await listSepayTransfers(settings(), window(), { privateHosts: false })).toMatchObject({
      ok: false,
      failure: 'ADDRESS_NOT_ALLOWED',
    });
    expect(await listSepayTransfers({ ...settings(), api_url: 'http://127.0.0.1:9' }, window(), local)).toMatchObject({
      ok: false,
      failure: 'CONNECTION_REFUSED',
    });
  });
});

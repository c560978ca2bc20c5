/**
 * A local stand-in for SePay's transaction list, written from SePay's documentation
 * (developer.sepay.vn, "Transaction reconciliation" and the API's legacy `userapi`, whose ids
 * are the webhook's), not from the client it tests. It serves the account of a SepayStandIn:
 * `GET /userapi/transactions/list` with `Authorization: Bearer <token>`, filtered by
 * `account_number`, `transaction_date_min`/`_max` (Vietnam time, YYYY-MM-DD HH:mm:ss),
 * `since_id` (that id and after) and `limit` (at most 5,000, the default), answered as
 * SePay does: `{status: 200, error: null, messages: {success: true}, transactions}` with ids
 * and amounts as strings ("2277000.00"); a token it does not know gets HTTP 200 and an empty
 * body; `tooMany` answers 429 with SePay's `x-sepay-userapi-retry-after`. A request outside
 * the documentation is answered 400 and kept in `violations`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SepayStandIn, SepayTransaction } from './sepay-stand-in';

export interface SepayApi {
  apiUrl: string;
  /** Each request's query, as sent. */
  requests: Array<Record<string, string>>;
  violations: string[];
  tooMany: boolean;
  close(): Promise<void>;
}

const LIST = '/userapi/transactions/list';
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const KNOWN = new Set([
  'account_number',
  'transaction_date_min',
  'transaction_date_max',
  'since_id',
  'limit',
  'reference_number',
  'amount_in',
  'amount_out',
]);

function problemsOf(method: string | undefined, path: string, query: URLSearchParams): string[] {
  const problems: string[] = [];
  if (method !== 'GET') problems.push(`method ${method}, not GET`);
  if (path !== LIST) problems.push(`path ${path}, not ${LIST}`);
  for (const name of query.keys()) if (!KNOWN.has(name)) problems.push(`unknown parameter ${name}`);
  for (const name of ['transaction_date_min', 'transaction_date_max']) {
    const value = query.get(name);
    if (value !== null && !TIME.test(value)) problems.push(`${name} "${value}" is not YYYY-MM-DD HH:mm:ss`);
  }
  const limit = query.get('limit');
  if (limit !== null && (!/^\d+$/.test(limit) || Number(limit) < 1 || Number(limit) > 5000)) problems.push(`limit "${limit}"`);
  const since = query.get('since_id');
  if (since !== null && !/^\d+$/.test(since)) problems.push(`since_id "${since}"`);
  return problems;
}

const money = (amount: number) => amount.toFixed(2);

function listed(t: SepayTransaction) {
  return {
    id: String(t.id),
    bank_brand_name: t.gateway,
    account_number: t.accountNumber,
    transaction_date: t.transactionDate,
    amount_out: money(t.transferType === 'out' ? t.transferAmount : 0),
    amount_in: money(t.transferType === 'in' ? t.transferAmount : 0),
    accumulated: money(t.accumulated),
    transaction_content: t.content,
    reference_number: t.referenceCode,
    code: t.code,
    sub_account: t.subAccount,
    bank_account_id: '19',
  };
}

export async function startSepayApi(sepay: SepayStandIn, apiToken: string): Promise<SepayApi> {
  const state = { requests: [] as Array<Record<string, string>>, violations: [] as string[], tooMany: false };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    state.requests.push(Object.fromEntries(url.searchParams));
    const problems = problemsOf(req.method, url.pathname, url.searchParams);
    if (problems.length) {
      state.violations.push(...problems);
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 400, error: problems.join('; ') }));
      return;
    }
    if (state.tooMany) {
      res.writeHead(429, { 'x-sepay-userapi-retry-after': '1' }).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiToken}`) {
      res.writeHead(200).end();
      return;
    }
    const q = url.searchParams;
    const limit = Number(q.get('limit') ?? 5000);
    const rows = sepay.transactions
      .filter((t) => !q.get('account_number') || t.accountNumber === q.get('account_number'))
      .filter((t) => !q.get('transaction_date_min') || t.transactionDate >= q.get('transaction_date_min')!)
      .filter((t) => !q.get('transaction_date_max') || t.transactionDate <= q.get('transaction_date_max')!)
      .filter((t) => !q.get('since_id') || t.id >= Number(q.get('since_id')))
      .sort((a, b) => a.id - b.id)
      .slice(0, limit)
      .map(listed);
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ status: 200, error: null, messages: { success: true }, transactions: rows }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    apiUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

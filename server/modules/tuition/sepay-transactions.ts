/**
 * SePay's list of an account's transactions (developer.sepay.vn, "Transaction reconciliation"
 * and "SePay API": `GET <api>/userapi/transactions/list` with `Authorization: Bearer <API
 * token>`), asked for what the webhook may have missed. This is the list whose ids are the
 * webhook's (numeric; API v2 numbers them with UUIDs), so a transfer found here and one SePay
 * posted are the same row. Amounts come as decimal strings ("2277000.00"), times in Vietnam's
 * time; a token SePay does not know is answered 200 with an empty body, too many calls 429.
 */
import type { AcademySettings } from '../../../schemas/settings';
import type { DeliveryFailure } from '../../../domain/delivery-reasons';
import type { HostPolicy } from '../../core/provider-hosts';
import { requestJson } from '../../core/outbound-json';
import { networkFailure } from '../notifications/failures';
import type { ReportedTransfer } from './bank-transfer-booking';
import { sepayInstant, sepayTime } from './sepay-webhook';

const LIST_PATH = '/userapi/transactions/list';
/** SePay's own ceiling on a page. */
const PAGE = 5000;
/** A page of 5,000 transactions is about 2 MB. */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
const TIMEOUT_MS = 30_000;
/** More pages than this in one window is no centre's account: the look stops rather than loop. */
const MAX_PAGES = 20;

interface ListedTransaction {
  id?: string | number;
  bank_brand_name?: string | null;
  account_number?: string | null;
  transaction_date?: string;
  amount_in?: string | number | null;
  transaction_content?: string | null;
  reference_number?: string | null;
  code?: string | null;
}

export type TransactionList = { ok: true; incoming: ReportedTransfer[] } | { ok: false; failure: DeliveryFailure; detail: string };

/** Whole đồng from SePay's decimal string; 0 for anything else. */
function dong(amount: ListedTransaction['amount_in']): number {
  const whole = /^(\d{1,15})(\.0*)?$/.exec(String(amount ?? '').trim());
  return whole ? Number(whole[1]) : 0;
}

function incomingTransfer(row: ListedTransaction): ReportedTransfer | null {
  const amount = dong(row.amount_in);
  const id = String(row.id ?? '');
  if (amount <= 0 || !/^\d{1,30}$/.test(id) || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(row.transaction_date ?? '')) return null;
  return {
    provider: 'SEPAY',
    providerId: id,
    bank: row.bank_brand_name ?? null,
    accountNumber: row.account_number ?? null,
    amount,
    content: [row.transaction_content, row.code].filter(Boolean).join(' ').slice(0, 1000),
    referenceCode: row.reference_number ?? null,
    transferredAt: sepayInstant(row.transaction_date!),
  };
}

/**
 * The incoming transfers of `from`–`to` on the academy's account (`accountNumber`, when the
 * SePay company has several), every page of them.
 */
export async function listSepayTransfers(
  settings: Pick<AcademySettings['bank_transfer_settings'], 'api_token' | 'api_url'>,
  window: { from: Date; to: Date; accountNumber: string | null },
  policy: HostPolicy,
  signal?: AbortSignal,
): Promise<TransactionList> {
  const incoming = new Map<string, ReportedTransfer>();
  let sinceId: bigint | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({
      transaction_date_min: sepayTime(window.from),
      transaction_date_max: sepayTime(window.to),
      limit: String(PAGE),
    });
    if (window.accountNumber) query.set('account_number', window.accountNumber);
    if (sinceId !== null) query.set('since_id', String(sinceId));
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    let answer;
    try {
      answer = await requestJson(`${settings.api_url.replace(/\/+$/, '')}${LIST_PATH}?${query}`, {
        method: 'GET',
        headers: { authorization: `Bearer ${settings.api_token}` },
        policy,
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        maxBytes: MAX_PAGE_BYTES,
      });
    } catch (error) {
      const failure = timeout.aborted ? 'TIMED_OUT' : (networkFailure(error) ?? 'PROVIDER_ERROR');
      return { ok: false, failure, detail: `SePay: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (answer.status === 401 || answer.status === 403)
      return { ok: false, failure: 'AUTH_FAILED', detail: `SePay: HTTP ${answer.status}` };
    if (answer.status === 429) return { ok: false, failure: 'PROVIDER_ERROR', detail: 'SePay: too many requests, HTTP 429' };
    if (answer.status < 200 || answer.status > 299) return { ok: false, failure: 'PROVIDER_ERROR', detail: `SePay: HTTP ${answer.status}` };
    const body = answer.body as { messages?: { success?: boolean }; transactions?: ListedTransaction[] } | null;
    if (body === null) return { ok: false, failure: 'AUTH_FAILED', detail: 'SePay: an empty answer, as to a token it does not know' };
    if (body.messages?.success !== true || !Array.isArray(body.transactions)) {
      return { ok: false, failure: 'PROVIDER_ERROR', detail: `SePay: ${JSON.stringify(body).slice(0, 300)}` };
    }
    let highest: bigint = sinceId ?? 0n;
    for (const row of body.transactions) {
      const id = String(row.id ?? '');
      if (/^\d{1,30}$/.test(id) && BigInt(id) > highest) highest = BigInt(id);
      const transfer = incomingTransfer(row);
      // `since_id` may answer its own row again: one transfer per id.
      if (transfer) incoming.set(id, transfer);
    }
    // A full page may have more behind it; `since_id` goes on from the highest id seen.
    if (body.transactions.length < PAGE || highest === sinceId) break;
    sinceId = highest;
  }
  return { ok: true, incoming: [...incoming.values()] };
}

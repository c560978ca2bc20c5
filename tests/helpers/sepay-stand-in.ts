/**
 * A local stand-in for SePay's webhooks, written from SePay's documentation (developer.sepay.vn,
 * "SePay Webhooks": the payload, API Key authentication, what counts as delivered), not from the
 * endpoint it tests. It keeps an account's transactions as SePay does, numbering them, and calls
 * the webhook URL over HTTP for each, as SePay does: a POST of the documented JSON payload with
 * `Authorization: Apikey <key>` and `Content-Type: application/json`. A delivery counts when the
 * answer is HTTP 200 or 201 with `{"success": true}`; SePay retries any other, and so can a test.
 */
import { loopbackRequest } from './loopback-http';

export interface SepayTransaction {
  id: number;
  gateway: string;
  transactionDate: string;
  accountNumber: string;
  subAccount: string | null;
  code: string | null;
  content: string;
  transferType: 'in' | 'out';
  description: string;
  transferAmount: number;
  accumulated: number;
  referenceCode: string;
}

export interface Delivery {
  status: number;
  body: unknown;
  /** As SePay judges it: 200 or 201 answering `{"success": true}`. */
  delivered: boolean;
}

/** Vietnam time, as SePay writes it: YYYY-MM-DD HH:mm:ss. */
const vietnamTime = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** SePay numbers transactions across its accounts: two stand-ins of one test file never give the same id. */
let nextId = 92_704;

export class SepayStandIn {
  private balance = 19_077_000;
  readonly transactions: SepayTransaction[] = [];

  constructor(
    private readonly webhook: { url: string; apiKey: string },
    readonly account = { bank: 'Vietcombank', number: '0123499999' },
  ) {}

  /** Money coming in (or going out) on the account: recorded, not yet sent. */
  transfer(amount: number, content: string, opts: { type?: 'in' | 'out'; at?: Date } = {}): SepayTransaction {
    const type = opts.type ?? 'in';
    this.balance += type === 'in' ? amount : -amount;
    const id = nextId++;
    const transaction: SepayTransaction = {
      id,
      gateway: this.account.bank,
      transactionDate: vietnamTime(opts.at ?? new Date()),
      accountNumber: this.account.number,
      subAccount: null,
      code: null,
      content,
      transferType: type,
      description: `BankAPINotify ${content}`,
      transferAmount: amount,
      accumulated: this.balance,
      referenceCode: `MBVCB.${3_278_907_000 + id}`,
    };
    this.transactions.push(transaction);
    return transaction;
  }

  /** Calls the webhook for `transaction` as SePay does, with the account's key unless told another. */
  async deliver(transaction: SepayTransaction, apiKey: string | null = this.webhook.apiKey): Promise<Delivery> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (apiKey !== null) headers.authorization = `Apikey ${apiKey}`;
    const { status, body } = await loopbackRequest(this.webhook.url, { method: 'POST', headers, body: JSON.stringify(transaction) });
    const delivered = (status === 200 || status === 201) && (body as { success?: unknown } | null)?.success === true;
    return { status, body, delivered };
  }
}

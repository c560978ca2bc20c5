/**
 * A local stand-in for VNPay's payment gateway (version 2.1.0), written from its
 * documentation rather than from the library the server uses: its payment page
 * takes the merchant's signed address (HMAC-SHA512, under the hash secret, of the
 * vnp_ parameters sorted by name and URL-encoded, empty ones left out), refuses a
 * bad signature, and once the payer chooses, calls the merchant's IPN (the URL a
 * merchant registers with VNPay) and sends the payer back to vnp_ReturnUrl, both
 * signed the same way. A test may tamper with the next report: forge its
 * signature, change its amount, send the IPN more than once.
 */
import { createHmac, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loopbackRequest } from './loopback-http';

export interface SimulatorAccount {
  tmnCode: string;
  hashSecret: string;
  /** The IPN URL the merchant registered. */
  ipnUrl: string;
}

export interface Tampering {
  forgeSignature?: boolean;
  /** Added to vnp_Amount (already ×100) in the report. */
  amountDelta?: number;
  /** How many times the IPN is called (1 unless told). */
  ipnCalls?: number;
}

export interface IpnAnswer {
  RspCode: string;
  Message: string;
}

export type PayerChoice = 'pay' | 'cancel';

type Params = Record<string, string>;

/** The text VNPay signs: every vnp_ parameter but the hash itself, sorted, URL-encoded as a form. */
export function signedText(params: Params): string {
  const entries = Object.entries(params)
    .filter(([key, value]) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType' && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

export const signParams = (params: Params, secret: string) => createHmac('sha512', secret).update(signedText(params), 'utf8').digest('hex');

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as VNPay writes dates. */
function vnpayDate(now = new Date()): string {
  const d = new Date(now.getTime() + 7 * 3_600_000);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class VnpaySimulator {
  private server?: http.Server;
  /** Every IPN answer the merchant gave, in order. */
  readonly ipnAnswers: IpnAnswer[] = [];
  /** Applied to the next report from the payment page, then cleared. */
  next: Tampering = {};

  constructor(readonly account: SimulatorAccount) {}

  /** The payment page's address (the merchant's `end_point`). */
  get pageUrl(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}/paymentv2/vpcpay.html`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Why VNPay would refuse this payment address, or null: VNPay's checks on the merchant's request. */
  refusal(params: Params): string | null {
    if (params.vnp_TmnCode !== this.account.tmnCode) return 'unknown merchant (vnp_TmnCode)';
    if (params.vnp_SecureHash !== signParams(params, this.account.hashSecret)) return 'invalid signature';
    if (params.vnp_Version !== '2.1.0' || params.vnp_Command !== 'pay' || params.vnp_CurrCode !== 'VND')
      return 'unsupported version, command or currency';
    if (!/^\d+$/.test(params.vnp_Amount ?? '') || Number(params.vnp_Amount) % 100 !== 0) return 'invalid amount';
    if (!params.vnp_TxnRef || !params.vnp_ReturnUrl || !params.vnp_CreateDate || !params.vnp_IpAddr) return 'missing parameters';
    return null;
  }

  /** The parameters of a payment address, or an error naming why VNPay would refuse it. */
  paymentOf(paymentUrl: string): Params {
    const params = Object.fromEntries(new URL(paymentUrl).searchParams) as Params;
    const refusal = this.refusal(params);
    if (refusal) throw new Error(`VNPay refuses the payment: ${refusal}`);
    return params;
  }

  /** VNPay's signed report of the payer's choice, as the IPN and the return address both carry it. */
  report(payment: Params, choice: PayerChoice, tampering: Tampering = {}): Params {
    const paid = choice === 'pay';
    const report: Params = {
      vnp_Amount: String(Number(payment.vnp_Amount) + (tampering.amountDelta ?? 0)),
      vnp_BankCode: 'NCB',
      ...(paid && { vnp_BankTranNo: `VNP${randomInt(10_000_000, 99_999_999)}`, vnp_CardType: 'ATM', vnp_PayDate: vnpayDate() }),
      vnp_OrderInfo: payment.vnp_OrderInfo,
      vnp_ResponseCode: paid ? '00' : '24',
      vnp_TmnCode: payment.vnp_TmnCode,
      vnp_TransactionNo: paid ? String(randomInt(10_000_000, 99_999_999)) : '0',
      vnp_TransactionStatus: paid ? '00' : '02',
      vnp_TxnRef: payment.vnp_TxnRef,
    };
    const hash = signParams(report, this.account.hashSecret);
    return {
      ...report,
      vnp_SecureHashType: 'HmacSHA512',
      vnp_SecureHash: tampering.forgeSignature ? signParams(report, 'not-the-secret') : hash,
    };
  }

  /** Calls the merchant's IPN with a report, as many times as told; answers each reply. */
  async callIpn(report: Params, calls = 1): Promise<IpnAnswer[]> {
    const answers: IpnAnswer[] = [];
    for (let i = 0; i < calls; i++) {
      const { body } = await loopbackRequest(`${this.account.ipnUrl}?${new URLSearchParams(report)}`);
      answers.push(body as IpnAnswer);
      this.ipnAnswers.push(body as IpnAnswer);
    }
    return answers;
  }

  /** The payer's choice at VNPay: the IPN first, then where the payer's browser goes back to. */
  async settle(paymentUrl: string, choice: PayerChoice, tampering: Tampering = {}): Promise<{ answers: IpnAnswer[]; returnUrl: string }> {
    const payment = this.paymentOf(paymentUrl);
    const report = this.report(payment, choice, tampering);
    const answers = await this.callIpn(report, tampering.ipnCalls ?? 1);
    return { answers, returnUrl: `${payment.vnp_ReturnUrl}?${new URLSearchParams(report)}` };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const page = (status: number, body: string): void => {
      res
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><meta name="viewport" content="width=device-width"><title>VNPay</title>${body}`);
    };
    try {
      if (req.method === 'GET' && url.pathname === '/paymentv2/vpcpay.html') {
        const params = Object.fromEntries(url.searchParams) as Params;
        const refusal = this.refusal(params);
        if (refusal) return page(400, `<h1>Giao dịch không hợp lệ</h1><p>${escape(refusal)}</p>`);
        const amount = (Number(params.vnp_Amount) / 100).toLocaleString('vi-VN');
        return page(
          200,
          `<h1>VNPay sandbox</h1><p>${escape(params.vnp_OrderInfo)}</p><p data-testid="amount">${amount} VND</p>
          <form method="post" action="/paymentv2/pay"><input type="hidden" name="address" value="${escape(url.toString())}">
          <button name="choice" value="pay">Thanh toán</button> <button name="choice" value="cancel">Hủy giao dịch</button></form>`,
        );
      }
      if (req.method === 'POST' && url.pathname === '/paymentv2/pay') {
        let text = '';
        for await (const chunk of req) text += chunk;
        const form = new URLSearchParams(text);
        const tampering = this.next;
        this.next = {};
        const { returnUrl } = await this.settle(form.get('address') ?? '', form.get('choice') === 'pay' ? 'pay' : 'cancel', tampering);
        return void res.writeHead(302, { location: returnUrl }).end();
      }
      page(404, '<h1>Not found</h1>');
    } catch (error) {
      page(400, `<h1>Giao dịch không hợp lệ</h1><p>${escape(String(error))}</p>`);
    }
  }
}

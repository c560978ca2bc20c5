/**
 * Printouts: a paid revenue's and a paid order's receipts, the orders list, a
 * payslip and a plan invoice, rendered in vi and en and read back with
 * pdftotext (the academy's name, formatted amounts, names with their
 * diacritics, title words, the total in words, the branch's address); and their
 * gates: unpaid, other academy, branch, role.
 */
import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '../../domain/amount-in-words';
import { formatMoney } from '../../domain/money';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import { pdfText } from '../helpers/pdf-text';

type Call = ReturnType<typeof as>;
const HANG = 'Nguyễn Thị Hằng';
/** The PDF's text on one line: a long line of words may wrap on the page. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A real PNG of one colour, `size` pixels square. */
function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 4 + body.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** PNG's signature and no more: named and typed as a PNG, unreadable as one. */
const BROKEN_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('printouts', () => {
  const t = useTestApp();
  let admin: Call;
  let manager: Call;
  let betaAdmin: Call;
  let academyName: string;

  const pdf = async (call: Call, url: string, lang: 'vi' | 'en') => {
    const res = await call({ method: 'GET', url, headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return { text: pdfText(res.rawPayload), disposition: String(res.headers['content-disposition']) };
  };

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    betaAdmin = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    academyName = (await t.db.selectFrom('academies').select('name').where('code', '=', 'demo').executeTakeFirstOrThrow()).name;
    await t.db.updateTable('academies').set({ address: '25 Tràng Tiền', city: 'Hà Nội' }).where('code', '=', 'demo').execute();
  });

  async function revenue(status: number) {
    const player = await t.db.selectFrom('players').select(['id', 'branch_id']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('players').set({ name: HANG }).where('id', '=', player.id).execute();
    const category = (await admin({ method: 'GET', url: '/v1/api/admin/transaction-categories?size=1&types=3' })).json().data.content[0];
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/transactions',
      payload: {
        title: 'Học phí tháng Mười',
        category_id: category.id,
        branch_id: player.branch_id,
        player_id: player.id,
        amount: 1_234_567,
        at_date: '2026-03-02',
        payment_type: 2,
        transaction_status: status,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; branch_id: number };
  }

  it("prints a paid revenue's receipt in the reader's language, on the academy's letterhead", async () => {
    const { id, branch_id } = await revenue(1);
    const branch = await t.db
      .updateTable('branches')
      .set({ address: '45 Xuân Thủy, Cầu Giấy', primary_contact: '0912345678' })
      .where('id', '=', branch_id)
      .returning('name')
      .executeTakeFirstOrThrow();
    const vi = await pdf(admin, `/v1/api/admin/transactions/${id}/pdf`, 'vi');
    expect(vi.disposition).toBe(`attachment; filename="receipt-${id}.pdf"`);
    expect(vi.text).toContain(academyName);
    expect(vi.text).toContain('25 Tràng Tiền, Hà Nội');
    expect(vi.text).toContain('BIÊN LAI THU TIỀN');
    expect(vi.text).toContain(HANG);
    expect(vi.text).toContain('Học phí tháng Mười');
    expect(vi.text).toContain('1.234.567 đ');
    expect(vi.text).toContain('02/03/2026');
    expect(vi.text).toContain('Chuyển khoản');
    expect(flat(vi.text)).toContain('Bằng chữ: Một triệu hai trăm ba mươi tư nghìn năm trăm sáu mươi bảy đồng');
    expect(flat(vi.text)).toContain(`${branch.name}: 45 Xuân Thủy, Cầu Giấy · Điện thoại: 0912345678`);
    const en = await pdf(admin, `/v1/api/admin/transactions/${id}/pdf`, 'en');
    expect(en.text).toContain('RECEIPT');
    expect(en.text).toContain('Bank transfer');
    expect(en.text).toContain(HANG);
    expect(en.text).toContain('1.234.567 đ');
    expect(en.text).not.toContain('BIÊN LAI');
    expect(flat(en.text)).toContain('In words: One million two hundred and thirty-four thousand five hundred and sixty-seven dong');
    expect(flat(en.text)).toContain(`${branch.name}: 45 Xuân Thủy, Cầu Giấy · Phone: 0912345678`);
  });

  it("refuses the receipt of an unpaid revenue with 409, in the asker's language", async () => {
    const { id } = await revenue(2);
    const res = await admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}/pdf`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_PAID', message: 'This revenue is not paid yet, so it has no receipt.' });
  });

  it("prints a paid order's receipt with its lines, shipping, discount and total", async () => {
    const branch = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    const product = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=1' })).json().data.content[0];
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/orders',
      payload: {
        branch_id: branch,
        customer_name: HANG,
        customer_mobile: '0901234567',
        customer_address: '12 Lê Lợi, Huế',
        items: [{ product_id: product.id, quantity: 3 }],
        shipping_fee: 30_000,
        discount_value: 10_000,
        payment_type: 1,
        transaction_status: 1,
        order_status: 7,
        order_date: '2026-03-02',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().data;
    const vi = await pdf(admin, `/v1/api/admin/orders/${order.id}/pdf`, 'vi');
    expect(vi.text).toContain('HOÁ ĐƠN BÁN HÀNG');
    expect(vi.text).toContain(HANG);
    expect(vi.text).toContain(order.items[0].product_name);
    expect(vi.text).toMatch(new RegExp(`3\\s+${formatMoney(order.items[0].selling_price)}\\s+${formatMoney(order.items[0].amount)}`));
    expect(vi.text).toContain('-10.000 đ');
    expect(vi.text).toContain(formatMoney(order.transaction_amount));
    expect(flat(vi.text)).toContain(`Bằng chữ: ${amountInWords(order.transaction_amount, 'vi')}`);
    expect(vi.text).toContain(order.branch.name);
    const en = await pdf(admin, `/v1/api/admin/orders/${order.id}/pdf`, 'en');
    expect(en.text).toContain('SALES RECEIPT');
    expect(en.text).toContain('Shipping fee');
    expect(flat(en.text)).toContain(`In words: ${amountInWords(order.transaction_amount, 'en')}`);
  });

  it('refuses the receipt of an unpaid order with 409', async () => {
    const unpaid = (await admin({ method: 'GET', url: '/v1/api/admin/orders?transactionStatuses=4&size=1' })).json().data.content[0];
    const res = await admin({ method: 'GET', url: `/v1/api/admin/orders/${unpaid.id}/pdf` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_PAID', message: 'Đơn hàng này chưa thanh toán nên chưa có biên lai.' });
  });

  it('prints the filtered orders list from the unpaged list, with the total of the filter', async () => {
    const query = 'paymentTypes=1&transactionStatuses=1';
    const all = (await admin({ method: 'GET', url: `/v1/api/admin/orders/all?${query}` })).json().data;
    expect(all.total_elements).toBeGreaterThan(0);
    const { text, disposition } = await pdf(admin, `/v1/api/admin/orders/all/pdf?${query}`, 'en');
    expect(disposition).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(text).toContain('ORDER LIST');
    expect(text).toContain(`${all.total_elements} orders`);
    expect(text).toContain(formatMoney(all.sub_total));
    for (const order of all.content.slice(0, 5)) expect(text).toContain(order.customer_name);
    expect(text).not.toContain('Bank transfer');
    const bad = await admin({ method: 'GET', url: '/v1/api/admin/orders/all/pdf?sort=nothing:up' });
    expect(bad.statusCode).toBe(400);
  });

  it("prints a teacher's payslip with its pay lines, to the admin alone", async () => {
    const slip = (await admin({ method: 'GET', url: '/v1/api/admin/manager-payslips?size=1' })).json().data.content[0];
    expect(slip).toBeDefined();
    const vi = await pdf(admin, `/v1/api/admin/manager-payslips/${slip.id}/pdf`, 'vi');
    expect(vi.disposition).toBe(`attachment; filename="payslip-${slip.id}-${slip.month}.pdf"`);
    expect(vi.text).toContain('PHIẾU LƯƠNG');
    expect(vi.text).toContain(slip.manager.name);
    expect(vi.text).toContain(`${slip.month.slice(5)}/${slip.month.slice(0, 4)}`);
    expect(vi.text).toContain('Lương cơ bản');
    expect(vi.text).toContain(formatMoney(slip.total_amount));
    expect(flat(vi.text)).toContain(`Bằng chữ: ${amountInWords(slip.total_amount, 'vi')}`);
    expect(vi.text).toContain(slip.branch.name);
    const en = await pdf(admin, `/v1/api/admin/manager-payslips/${slip.id}/pdf`, 'en');
    expect(en.text).toContain('PAYSLIP');
    expect(en.text).toContain('Base pay');
    const refused = await manager({ method: 'GET', url: `/v1/api/admin/manager-payslips/${slip.id}/pdf` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN_ROLE');
  });

  it("prints the plan's invoice with its priced lines, for the academy's admin and manager", async () => {
    const invoice = (await admin({ method: 'POST', url: '/api-public/invoices', payload: { statuses: ['PAID'] } })).json().data.content[0];
    const vi = await pdf(manager, `/api-public/invoices/${invoice.id}/pdf`, 'vi');
    expect(vi.disposition).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    expect(vi.text).toContain('HOÁ ĐƠN DỊCH VỤ');
    expect(vi.text).toContain(invoice.number);
    expect(vi.text).toContain(academyName);
    expect(vi.text).toContain('Đã thanh toán');
    expect(vi.text).toContain(formatMoney(invoice.amount));
    expect(flat(vi.text)).toContain(`Bằng chữ: ${amountInWords(invoice.amount, 'vi')}`);
    const en = await pdf(admin, `/api-public/invoices/${invoice.id}/pdf`, 'en');
    expect(en.text).toContain('INVOICE');
    expect(flat(en.text)).toContain(`In words: ${amountInWords(invoice.amount, 'en')}`);
    expect(en.text).toContain('Total due');
    expect(en.text).toContain('Paid');
  });

  it("keeps each academy's and branch's printouts to itself", async () => {
    const invoice = (await admin({ method: 'POST', url: '/api-public/invoices', payload: {} })).json().data.content[0];
    expect((await betaAdmin({ method: 'GET', url: `/api-public/invoices/${invoice.id}/pdf` })).statusCode).toBe(404);
    const slip = (await admin({ method: 'GET', url: '/v1/api/admin/manager-payslips?size=1' })).json().data.content[0];
    expect((await betaAdmin({ method: 'GET', url: `/v1/api/admin/manager-payslips/${slip.id}/pdf` })).statusCode).toBe(404);
    // Beta's package has no money pages: refused before any record is read.
    const { id } = await revenue(1);
    const noFeature = await betaAdmin({ method: 'GET', url: `/v1/api/admin/transactions/${id}/pdf` });
    expect(noFeature.statusCode).toBe(403);
    expect(noFeature.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    // The manager sees the first two branches only.
    const branches = await t.db.selectFrom('branches').select('id').where('academy_id', '=', 1).orderBy('id').execute();
    const elsewhere = await t.db
      .selectFrom('revenues')
      .select('id')
      .where('branch_id', '=', branches[2].id)
      .where('transaction_status', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await manager({ method: 'GET', url: `/v1/api/admin/transactions/${elsewhere.id}/pdf` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/transactions/${elsewhere.id}/pdf` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/v1/api/admin/transactions/${elsewhere.id}/pdf` })).statusCode).toBe(401);
  });

  it("draws the academy's uploaded logo, and prints without it when the file cannot be drawn", async () => {
    const academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
    const upload = (bytes: Buffer) => {
      const body = multipart([{ name: 'logo.png', bytes, field: 'file' }], { imageType: '1' });
      return admin({ method: 'POST', url: `/v1/api/admin/academies/${academyId}/upload`, payload: body.payload, headers: body.headers });
    };
    const { id } = await revenue(1);
    const receipt = () => admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}/pdf` });
    expect((await upload(png(16, [103, 58, 183]))).statusCode).toBe(200);
    const withLogo = await receipt();
    expect(withLogo.statusCode).toBe(200);
    expect(withLogo.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect((await upload(BROKEN_PNG)).statusCode).toBe(200);
    const without = await receipt();
    expect(without.statusCode).toBe(200);
    expect(without.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    expect(pdfText(without.rawPayload)).toContain(academyName);
  });
});

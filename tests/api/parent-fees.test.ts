/**
 * A parent's fees: Pay opens the fee's payment page (the same link the office hands out, which
 * then shows the fee without signing in) for an unpaid fee of the family; the receipt of a paid
 * one is its PDF. Another family's fee is not found, whatever is asked of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyIdOf } from '../helpers/staff';
import { firstPlayerFeeFields, type FeeFields } from '../helpers/fee-fields';
import { addParent, PARENT_PASSWORD } from '../helpers/parents';
import { pdfText } from '../helpers/pdf-text';
import { as, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const PHONE = '0912300400';
let admin: ReturnType<typeof as>;
let parent: ReturnType<typeof as>;
let fields: FeeFields;
let othersFee: number;

async function newFee(over: Partial<FeeFields> = {}, transaction_status = 4): Promise<number> {
  const res = await admin({
    method: 'POST',
    url: '/v1/api/admin/transactions',
    payload: {
      title: 'Học phí tháng 12',
      ...fields,
      ...over,
      amount: 1_500_000,
      at_date: '2026-12-01',
      payment_type: 1,
      transaction_status,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
const pay = (id: number) =>
  parent({ method: 'POST', url: `/v1/api/parent/revenues/${id}/payment-link`, headers: { 'accept-language': 'en' } });
const receipt = (id: number) =>
  parent({ method: 'GET', url: `/v1/api/parent/revenues/${id}/receipt`, headers: { 'accept-language': 'en' } });

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const academyId = await academyIdOf(t.db, 'demo');
  fields = await firstPlayerFeeFields(t.db, academyId);
  await t.db.updateTable('players').set({ mobile: PHONE }).where('id', '=', fields.player_id).execute();
  await addParent(t.db, academyId, 'parent.fees', PHONE);
  parent = as(t.app, (await login(t.app, 'parent.fees', PARENT_PASSWORD)).access_token);
  const other = await t.db
    .selectFrom('players')
    .select(['id', 'branch_id'])
    .where('academy_id', '=', academyId)
    .where('id', '!=', fields.player_id)
    .where('mobile', '!=', PHONE)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  othersFee = await newFee({ player_id: other.id, branch_id: other.branch_id! });
});

describe("a parent's fee", () => {
  it('is paid from its payment page, which then shows it without signing in', async () => {
    const id = await newFee();
    const res = await pay(id);
    expect(res.statusCode, res.body).toBe(200);
    const link = new URL(res.json().data.url);
    expect(link.pathname).toBe('/view/tuition');
    expect(link.searchParams.get('revenue')).toBe(String(id));
    // The same link as the office's: asked again, the fee's open link is given back.
    expect((await pay(id)).json().data.url).toBe(res.json().data.url);
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/api/public/tuition/${id}?token=${link.searchParams.get('token')}`,
      headers: { host: DEMO_HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ id, amount: 1_500_000, payable: true });
  });

  it('paid, has its receipt as a PDF, and is not paid again', async () => {
    const id = await newFee({}, 1);
    const res = await receipt(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain('1.500.000');
    const again = await pay(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'FEE_NOT_PAYABLE' });
  });

  it('unpaid, has no receipt yet', async () => {
    const res = await receipt(await newFee());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_PAID' });
  });

  it('of another family is not found, to pay or to print', async () => {
    for (const res of [await pay(othersFee), await receipt(othersFee)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

/**
 * Every revenue carries a transfer code, the message a parent's bank transfer gives to pay it:
 * given by the database whatever writes the revenue, unique in the academy, kept through edits,
 * never set by a client, and found by the list's search.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_CODE } from '../../domain/transfer-code';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
let admin: ReturnType<typeof as>;
let fields: { category_id: number; branch_id: number; player_id: number };

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const first = async (url: string) => (await admin({ url: `/v1/api/admin/${url}&size=1&sort=id:asc` })).json().data.content[0];
  const player = await first('players?');
  const category = await first('transaction-categories?types=3');
  fields = { category_id: category.id, branch_id: player.branch_id, player_id: player.id };
});

const newFee = async (title = 'Học phí tháng 12') => {
  const res = await admin({
    method: 'POST',
    url: '/v1/api/admin/transactions',
    payload: { title, ...fields, amount: 1_200_000, at_date: '2026-12-01', payment_type: 2, transaction_status: 4 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; transfer_code: string };
};

describe('transfer codes', () => {
  it('are given to every revenue of the seeded academies, whatever wrote it, and are unique in each', async () => {
    const { rows } = await sql<{ academy_id: number; transfer_code: string | null }>`
      select academy_id, transfer_code from revenues`.execute(t.db);
    expect(rows.length).toBeGreaterThan(50);
    for (const { transfer_code } of rows) expect(transfer_code).toMatch(TRANSFER_CODE);
    const perAcademy = new Set(rows.map((r) => `${r.academy_id}:${r.transfer_code}`));
    expect(perAcademy.size).toBe(rows.length);
  });

  it('come with a new fee in its answer, one of its own even when many are written at once', async () => {
    const fees = await Promise.all(Array.from({ length: 20 }, (_, i) => newFee(`Học phí đợt ${i + 1}`)));
    for (const fee of fees) expect(fee.transfer_code).toMatch(TRANSFER_CODE);
    expect(new Set(fees.map((f) => f.transfer_code)).size).toBe(fees.length);
  });

  it('stay through an edit and cannot be chosen by a client', async () => {
    const fee = await newFee();
    const edited = await admin({
      method: 'PUT',
      url: `/v1/api/admin/transactions/${fee.id}`,
      payload: {
        ...fields,
        title: 'Học phí tháng 12 (sửa)',
        amount: 1_300_000,
        at_date: '2026-12-01',
        payment_type: 2,
        transaction_status: 4,
        transfer_code: 'HP22222',
      },
    });
    // A field the server sets is ignored when sent, as the document says.
    expect(edited.statusCode, edited.body).toBe(200);
    const read = (await admin({ url: `/v1/api/admin/transactions/${fee.id}` })).json().data;
    expect(read.transfer_code).toBe(fee.transfer_code);
  });

  it('find their revenue in the list, typed as the parent read it or in lower case', async () => {
    const fee = await newFee();
    for (const typed of [fee.transfer_code, fee.transfer_code.toLowerCase()]) {
      const found = (await admin({ url: `/v1/api/admin/transactions?search=${typed}` })).json().data.content;
      expect(found.map((r: { id: number }) => r.id)).toEqual([fee.id]);
    }
  });
});

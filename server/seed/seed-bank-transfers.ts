/**
 * The demo's bank transfers as SePay would have reported them: the fees paid by transfer
 * matched by their codes, and two that wait in the reconciliation queue, one without a code
 * and one short of its fee, for the admin to assign.
 */
import type { Db } from '../db/client';
import { searchTextOf } from '../core/search-text';
import { BANK_TRANSFER_PAYMENT } from '../modules/tuition/bank-transfer-booking';
import { PAID } from '../../domain/tuition-fee';

const DAY_MS = 86_400_000;

export async function seedBankTransfers(db: Db, academyId: number, revenueIds: number[]): Promise<void> {
  // Into the account the academy's transfer codes and QR name, as SePay watches it.
  const { account_number } = await db
    .selectFrom('academies')
    .select('account_number')
    .where('id', '=', academyId)
    .executeTakeFirstOrThrow();
  const fees = await db
    .selectFrom('revenues')
    .select(['id', 'amount', 'transfer_code', 'at_date', 'payment_type', 'transaction_status', 'player_id'])
    .where('academy_id', '=', academyId)
    .where('id', 'in', revenueIds)
    .where('player_id', 'is not', null)
    .orderBy('id')
    .execute();
  const matched = fees.filter((f) => f.payment_type === BANK_TRANSFER_PAYMENT && f.transaction_status === PAID).slice(0, 8);
  const unpaid = fees.find((f) => f.transaction_status !== PAID);
  let next = 92_000;
  const row = (amount: number, content: string, at: Date, more: { status: string; reason?: string; revenue_id?: number }) => {
    const id = next++;
    const reference_code = `FT${26_000_000 + id}`;
    return {
      academy_id: academyId,
      provider: 'SEPAY',
      provider_id: String(id),
      bank: 'Vietcombank',
      account_number,
      amount,
      content,
      reference_code,
      transferred_at: at.toISOString(),
      search_text: searchTextOf({ content, reference_code }, ['content', 'reference_code']),
      ...more,
    };
  };
  const rows = matched.map((fee) =>
    row(Number(fee.amount), `MBVCB.${fee.id}.${fee.transfer_code}.CT tu phu huynh`, new Date(`${fee.at_date}T09:30:00+07:00`), {
      status: 'MATCHED',
      revenue_id: fee.id,
    }),
  );
  const yesterday = new Date(Date.now() - DAY_MS);
  rows.push(row(1_800_000, 'CK hoc phi thang nay be An', yesterday, { status: 'UNMATCHED', reason: 'NO_CODE' }));
  if (unpaid) {
    const short = Math.round(Number(unpaid.amount) / 2 / 1000) * 1000;
    rows.push(row(short, `${unpaid.transfer_code} dong truoc mot nua`, yesterday, { status: 'UNMATCHED', reason: 'AMOUNT_DIFFERS' }));
  }
  if (rows.length) await db.insertInto('bank_transfers').values(rows).execute();
}

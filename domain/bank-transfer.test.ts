import { describe, expect, it } from 'vitest';
import { feeTransfer } from './bank-transfer';
import { readVietQr } from './vietqr';

const account = { bank_name: 'Vietcombank - CN Hà Nội', account_number: '0011004455667', account_name: 'HOC VIEN BONG DA NGOI SAO' };
const fee = { amount: 1_200_000, transfer_code: 'HP7K2QX' };

describe('feeTransfer', () => {
  it("gives the academy's bank and account, the amount and the fee's code, and a VietQR that reads back to them", () => {
    const transfer = feeTransfer(account, fee)!;
    expect(transfer).toMatchObject({
      bank_bin: '970436',
      bank_short_name: 'Vietcombank',
      account_number: '0011004455667',
      account_name: 'HOC VIEN BONG DA NGOI SAO',
      amount: 1_200_000,
      message: 'HP7K2QX',
    });
    expect(readVietQr(transfer.vietqr)).toMatchObject({ bin: '970436', account: '0011004455667', amount: 1_200_000, message: 'HP7K2QX' });
  });

  it('reads an account number written with spaces as the bank does', () => {
    expect(feeTransfer({ ...account, account_number: '0011 0044 55667' }, fee)?.account_number).toBe('0011004455667');
  });

  it.each([
    ['a bank not of the list', { ...account, bank_name: 'Ngân hàng ABC' }, fee],
    ['no account number', { ...account, account_number: null }, fee],
    ['an account a VietQR cannot carry', { ...account, account_number: '1'.repeat(20) }, fee],
    ['a fee without a code', account, { ...fee, transfer_code: null }],
    ['nothing to pay', account, { ...fee, amount: 0 }],
  ])('gives none for %s', (_, academy, owed) => {
    expect(feeTransfer(academy, owed)).toBeNull();
  });
});

/**
 * VNPay's return page while the IPN has not come: it asks again a few seconds
 * apart, then stops, says so and offers to check again; it speaks the language the
 * payment was started in, which the gateway's return address does not carry.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/i18n';
import vi_ from '../../../domain/i18n/vi.json';
import en from '../../../domain/i18n/en.json';
import { rememberPaymentLanguage } from './payment-language';
import TuitionReturnView from './TuitionReturnView';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../http/client', () => ({ http: { get } }));

const fee = {
  id: 9,
  title: 'Học phí tháng 11',
  amount: 1_200_000,
  transaction_status: 2,
  player_name: 'Nguyễn An',
  branch_name: null,
  academy_name: 'Học viện Sao',
};
const answer = (outcome: string) => ({
  data: { data: { outcome, fee, txn_ref: 'R9T1', transaction_no: outcome === 'PAID' ? '1400' : null } },
});

/** Lets the timers run and the answers arrive (React flushes its effects as each act ends, so one step at a time). */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the tuition return page', () => {
  beforeEach(() => {
    get.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again while processing, then stops and offers to check again', async () => {
    get.mockResolvedValue(answer('PROCESSING'));
    render(
      <MemoryRouter initialEntries={['/view/tuition-return?vnp_TxnRef=R9T1']}>
        <TuitionReturnView />
      </MemoryRouter>,
    );
    await pass(0);
    expect(screen.getByText(vi_.tuition.processingDetail)).toBeTruthy();
    expect(screen.queryByRole('button', { name: vi_.tuition.checkAgain })).toBeNull();

    for (let ask = 1; ask <= 15; ask++) await pass(2_000);
    expect(get).toHaveBeenCalledTimes(16);
    expect(screen.getByText(vi_.tuition.processingStopped)).toBeTruthy();
    expect(screen.queryByText(vi_.tuition.processingDetail)).toBeNull();
    for (let wait = 0; wait < 5; wait++) await pass(2_000);
    expect(get).toHaveBeenCalledTimes(16);

    // Checking again is one more ask, shown on the button while it runs.
    let paid = (_: unknown) => {};
    get.mockReturnValue(new Promise((resolve) => (paid = resolve)));
    fireEvent.click(screen.getByRole('button', { name: vi_.tuition.checkAgain }));
    await pass(1_000);
    expect(get).toHaveBeenCalledTimes(17);
    expect(screen.getByRole('button', { name: new RegExp(vi_.tuition.checkAgain) }).className).toContain('ant-btn-loading');
    paid(answer('PAID'));
    await pass(0);
    expect(screen.getByText(vi_.tuition.paid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(vi_.tuition.checkAgain) })).toBeNull();
  });

  it('speaks the language the payment was started in, and asks the server in it', async () => {
    rememberPaymentLanguage('en');
    get.mockResolvedValue(answer('INVALID'));
    try {
      render(
        <MemoryRouter initialEntries={['/view/tuition-return?vnp_TxnRef=R9T1']}>
          <TuitionReturnView />
        </MemoryRouter>,
      );
      await pass(0);
      expect(screen.getByText(en.tuition.invalid)).toBeTruthy();
      expect(get).toHaveBeenCalledWith('/public/vnpay/return?vnp_TxnRef=R9T1', { headers: { 'Accept-Language': 'en' } });
    } finally {
      sessionStorage.clear();
      await i18n.changeLanguage('vi');
    }
  });
});

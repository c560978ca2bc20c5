/**
 * A record holding an `x-flag` true carries its tag beside its title in the list and
 * at the top of its page: a revenue paid through the gateway's sandbox reads "Test payment".
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SLOW, fakeDataProvider, renderAt } from '../widgets/test-form';
import { inEnglish } from '../../tests/helpers/in-english';

const revenue = (id: number, title: string, test: boolean | null) => ({
  id,
  title,
  test_payment: test,
  amount: 1_700_000,
  at_date: '2026-05-01',
  payment_type: 3,
  transaction_status: 1,
  category_id: 1,
  category: { id: 1, name: 'Học phí' },
  branch_id: 1,
  branch: { id: 1, name: 'Cơ sở 1' },
});
const revenues = [revenue(1, 'Học phí tháng 5', true), revenue(2, 'Học phí tháng 6', false)];
const RESOURCES = ['revenues', 'transaction_categories', 'branches', 'players'];
/** The demo's revenues; the pages' other calls (the record's history) answer nothing. */
const dataProvider = () => ({ ...fakeDataProvider({}, { revenues }), custom: vi.fn(async () => ({ data: [] })) });

describe('a flagged record', () => {
  inEnglish();

  it(
    'carries its tag at the top of its page',
    async () => {
      renderAt('/revenues/1', RESOURCES, dataProvider());
      expect(await screen.findByText('Test payment', {}, { timeout: 10_000 })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'carries its tag beside its title in the list, and only it',
    async () => {
      renderAt('/revenues', RESOURCES, dataProvider());
      // A row of the table, or a phone's card.
      const rowOf = (title: string) => screen.getByText(title).closest('tr, .ant-list-item') as HTMLElement;
      await screen.findByText('Học phí tháng 5', {}, { timeout: 10_000 });
      expect(within(rowOf('Học phí tháng 5')).getByText('Test payment')).toBeTruthy();
      expect(within(rowOf('Học phí tháng 6')).queryByText('Test payment')).toBeNull();
    },
    SLOW,
  );
});

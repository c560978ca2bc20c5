/**
 * The plan web view's "Continue payment" asks for the payment again at the click, with
 * the link's token, and goes to the fresh address it answers, not the one the page
 * loaded with.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import vi_ from '../../../domain/i18n/vi.json';
import { paymentPage } from '../subscription/ContinuePaymentButton';
import PlanPaymentView from './PlanPaymentView';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../http/client', () => ({ http: { get } }));

const subscription = {
  id: 1,
  name: 'Học viện Sao',
  expired_on: null,
  days_left: null,
  lapsed: null,
  payment_url: null,
  package: { id: 2, code: 'PRO', name: 'Gói Pro', is_trial: false },
  usage: { players_used: 12, players_limit: 100 },
};
const payment = (url: string | null) => ({
  id: 7,
  package: { id: 2, code: 'PRO', name: 'Gói Pro' },
  plan_choice: 'HUB',
  duration: 1,
  duration_unit: 'YEAR',
  amount: 5_000_000,
  status: 'PENDING',
  create_date: '2026-11-20T08:00:00Z',
  payment_url: url,
});

describe('the plan-payment web view', () => {
  it('continues the pending payment at the address asked for at the click', async () => {
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    get.mockImplementation(async (path: string) => ({
      data: {
        data: path.endsWith('academies/my-academy')
          ? subscription
          : path.endsWith('payments/7')
            ? payment('/sandbox-gateway/7?token=fresh')
            : { page: 0, size: 10, total_elements: 1, content: [payment('/sandbox-gateway/7?token=loaded')] },
      },
    }));
    render(
      <MemoryRouter initialEntries={['/view/webview-plan-payment?token=link-token']}>
        <PlanPaymentView />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: vi_.plan.continuePayment }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox-gateway/7?token=fresh'));
    expect(get).toHaveBeenLastCalledWith(
      expect.stringContaining('payments/7'),
      expect.objectContaining({ headers: { Authorization: 'Bearer link-token' } }),
    );
    open.mockRestore();
  });
});

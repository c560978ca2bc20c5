import { Refine, type AuthProvider, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { useMyAcademy } from '../../providers/academy';
import { paymentPage } from './ContinuePaymentButton';
import { SubscriptionGate } from './SubscriptionGate';

function AlsoReadsTheAcademy() {
  useMyAcademy();
  return <p>the admin app</p>;
}

const authProvider: AuthProvider = {
  login: async () => ({ success: true }),
  logout: vi.fn(async () => ({ success: true })),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
};

function academyAnswer(answer: () => Promise<unknown>): DataProvider {
  const unused = vi.fn();
  return {
    getApiUrl: () => '',
    getList: unused,
    getOne: unused,
    create: unused,
    update: unused,
    deleteOne: unused,
    custom: vi.fn(answer),
  } as unknown as DataProvider;
}

const blockedWith = (code: string, data?: unknown) => academyAnswer(() => Promise.reject({ statusCode: 403, message: 'x', code, data }));

function renderGate(provider: DataProvider, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AntdApp>
        <Refine dataProvider={provider} authProvider={authProvider} options={{ disableTelemetry: true }}>
          <SubscriptionGate>
            <p>the admin app</p>
          </SubscriptionGate>
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
}

describe('SubscriptionGate', () => {
  it('shows the app when the academy is in good standing', async () => {
    renderGate(academyAnswer(async () => ({ data: { id: 1, package: { is_trial: false } } })));
    expect(await screen.findByText('the admin app')).toBeTruthy();
  });

  it('offers to buy a package when the trial is over', async () => {
    renderGate(blockedWith('001.003.001'));
    expect(await screen.findByText('Gói dùng thử đã hết hạn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mua gói' }).getAttribute('href')).toBe('/my-plan/packages');
    expect(screen.queryByText('the admin app')).toBeNull();
  });

  it('offers to renew when the plan is over, and lets the user sign out', async () => {
    renderGate(blockedWith('001.003.002'));
    expect(await screen.findByText('Gói dịch vụ đã hết hạn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gia hạn gói' }).getAttribute('href')).toBe('/my-plan/packages');
    fireEvent.click(screen.getByRole('button', { name: /Đăng xuất/ }));
    await vi.waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
  });

  it('continues a pending payment at the address the continue-payment call answers, not the one the 403 carried', async () => {
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    const provider = academyAnswer(async () => ({ data: {} }));
    vi.mocked(provider.custom!).mockImplementation((async ({ url }: { url: string }) => {
      if (url.endsWith('/payments/continue-payment')) return { data: { payment_url: 'https://pay.example/checkout/fresh' } };
      throw { statusCode: 403, message: 'x', code: '001.003.003', data: { payment_url: 'https://pay.example/checkout/stale' } };
    }) as never);
    renderGate(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Tiếp tục thanh toán' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/checkout/fresh'));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says under the button when there is nothing to continue, without a toast', async () => {
    const provider = academyAnswer(async () => ({ data: {} }));
    vi.mocked(provider.custom!).mockImplementation((async ({ url }: { url: string }) => {
      if (url.endsWith('/payments/continue-payment')) throw { statusCode: 404, message: 'Không có thanh toán nào đang chờ để tiếp tục' };
      throw { statusCode: 403, message: 'x', code: '001.003.003' };
    }) as never);
    renderGate(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Tiếp tục thanh toán' }));
    expect(await screen.findByText('Không có thanh toán nào đang chờ để tiếp tục')).toBeTruthy();
  });

  it('keeps the plan pages open while blocked, asking for the academy only once', async () => {
    const provider = blockedWith('001.003.001');
    render(
      <MemoryRouter initialEntries={['/my-plan/packages']}>
        <Refine dataProvider={provider} authProvider={authProvider} options={{ disableTelemetry: true }}>
          <SubscriptionGate>
            <AlsoReadsTheAcademy />
          </SubscriptionGate>
        </Refine>
      </MemoryRouter>,
    );
    expect(await screen.findByText('the admin app')).toBeTruthy();
    // The layout reads the academy too; remounting on a failed query must not start the gate over.
    await new Promise((r) => setTimeout(r, 50));
    expect(provider.custom).toHaveBeenCalledTimes(1);
  });

  it('does not block on other failures', async () => {
    renderGate(academyAnswer(() => Promise.reject({ statusCode: 500, message: 'down' })));
    expect(await screen.findByText('the admin app')).toBeTruthy();
  });
});

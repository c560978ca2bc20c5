import { Refine, type AccessControlProvider, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import { buildResources, buildRoutes } from './build-routes';

const payroll: ResourceConfig = {
  name: 'payroll', route: '/payroll', section: 'academy', icon: 'WalletOutlined', scope: 'branch',
  api: { list: 'admin/payroll', create: 'admin/payroll', item: 'admin/payroll' },
  features: ['general.payroll'], roles: ['admin'],
  views: { list: 'generated', show: 'generated', create: 'generated', edit: 'generated' },
};

function Dashboard() {
  return <p>dashboard at {useLocation().pathname}</p>;
}

function renderAt(path: string, can: boolean) {
  const accessControlProvider: AccessControlProvider = { can: vi.fn(async () => ({ can })) };
  const dataProvider = { getApiUrl: () => '', getList: vi.fn(), getOne: vi.fn() } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Refine dataProvider={dataProvider} routerProvider={routerProvider} accessControlProvider={accessControlProvider} resources={buildResources([payroll])} options={{ disableTelemetry: true }}>
        <Routes>
          <Route index element={<Dashboard />} />
          {buildRoutes([payroll])}
        </Routes>
      </Refine>
    </MemoryRouter>,
  );
  return accessControlProvider.can;
}

describe('a view the gate refuses', () => {
  it.each(['/payroll', '/payroll/create', '/payroll/3', '/payroll/3/edit'])('%s lands on the dashboard', async (path) => {
    const can = renderAt(path, false);
    expect(await screen.findByText('dashboard at /', {}, { timeout: 10_000 })).toBeTruthy();
    expect(can).toHaveBeenCalledWith(expect.objectContaining({ resource: 'payroll' }));
  });
});

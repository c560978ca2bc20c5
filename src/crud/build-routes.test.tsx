import { Refine, type AccessControlProvider, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import vi_ from '../../domain/i18n/vi.json';
import type { ResourceConfig } from '../../resources.config';
import { buildResources, buildRoutes } from './build-routes';

const payroll: ResourceConfig = {
  name: 'payroll',
  route: '/payroll',
  section: 'academy',
  icon: 'WalletOutlined',
  scope: 'branch',
  api: { list: 'admin/payroll', create: 'admin/payroll', item: 'admin/payroll' },
  features: ['general.payroll'],
  roles: ['admin'],
  views: { list: 'generated', show: 'generated', create: 'generated', edit: 'generated' },
};

function Dashboard() {
  return <p>dashboard at {useLocation().pathname}</p>;
}

function renderAt(path: string, can: boolean, reason?: string) {
  const accessControlProvider: AccessControlProvider = { can: vi.fn(async () => ({ can, reason })) };
  const dataProvider = { getApiUrl: () => '', getList: vi.fn(), getOne: vi.fn() } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Refine
        dataProvider={dataProvider}
        routerProvider={routerProvider}
        accessControlProvider={accessControlProvider}
        resources={buildResources([payroll])}
        options={{ disableTelemetry: true }}
      >
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
  it.each(['/payroll', '/payroll/create', '/payroll/3', '/payroll/3/edit'])(
    '%s says, in its place, that the role does not open it',
    async (path) => {
      const can = renderAt(path, false, 'FORBIDDEN_ROLE');
      expect(await screen.findByText(vi_.noAccess.title, {}, { timeout: 10_000 })).toBeTruthy();
      expect(await screen.findByText(vi_.noAccess.FORBIDDEN_ROLE)).toBeTruthy();
      expect(screen.getByRole('link', { name: vi_.noAccess.home }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('link', { name: vi_.noAccess.plans })).toBeNull();
      expect(can).toHaveBeenCalledWith(expect.objectContaining({ resource: 'payroll' }));
    },
  );

  it('points to the plans when the package is why', async () => {
    renderAt('/payroll', false, 'FEATURE_NOT_IN_PACKAGE');
    expect(await screen.findByText(vi_.noAccess.FEATURE_NOT_IN_PACKAGE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: vi_.noAccess.plans }).getAttribute('href')).toBe('/my-plan/packages');
  });
});

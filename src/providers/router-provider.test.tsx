import { Refine, useParsed, useResourceParams, type DataProvider } from '@refinedev/core';
import routerBinding from '@refinedev/react-router';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import { buildResources } from '../crud/build-routes';
import { resourceOfAddress, routerProvider } from './router-provider';

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
const resources = buildResources([payroll]);
const dataProvider = { getApiUrl: () => '' } as unknown as DataProvider;

function Probe() {
  const { resource, action, id, params, pathname } = useParsed();
  const resourceParams = useResourceParams();
  const seen = {
    resource: resource?.name,
    action,
    id,
    params,
    pathname,
    identifier: resourceParams.identifier,
    paramsId: resourceParams.id,
  };
  return <pre data-testid="parsed">{JSON.stringify(seen)}</pre>;
}

/** What the app's components read of the address `path`, under one router binding. */
async function parsedAt(path: string, binding: typeof routerProvider): Promise<unknown> {
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Refine dataProvider={dataProvider} routerProvider={binding} resources={resources} options={{ disableTelemetry: true }}>
        <Routes>
          <Route path="/payroll/:id/edit" element={<Probe />} />
          <Route path="/payroll/:id" element={<Probe />} />
          <Route path="*" element={<Probe />} />
        </Routes>
      </Refine>
    </MemoryRouter>,
  );
  const parsed = JSON.parse((await screen.findByTestId('parsed')).textContent!);
  unmount();
  return parsed;
}

describe('the router binding', () => {
  it.each([
    '/payroll',
    '/payroll/create',
    '/payroll/3',
    '/payroll/3/edit',
    '/payroll?currentPage=2&pageSize=50&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=an&sorters[0][field]=id',
    '/elsewhere?to=%2Fpayroll%2F3',
  ])('reads %s as Refine’s own binding does', async (path) => {
    expect(await parsedAt(path, routerProvider)).toEqual(await parsedAt(path, routerBinding));
  });

  it('leaves out a page number that is not a number, so the list starts at its own', async () => {
    const parsed = (await parsedAt('/payroll?currentPage=two&pageSize=x', routerProvider)) as { params: object };
    expect(parsed.params).toEqual({ '*': 'payroll' });
  });

  it('works out an address once for a set of resources, and again for another set', () => {
    const first = resourceOfAddress('/payroll/3/edit', resources);
    expect(first).toMatchObject({ action: 'edit', routeParams: { id: '3' } });
    expect(resourceOfAddress('/payroll/3/edit', resources)).toBe(first);
    expect(resourceOfAddress('/payroll/3/edit', [...resources])).not.toBe(first);
  });
});

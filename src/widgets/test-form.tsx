/**
 * Test helpers for the generated forms: a fake data provider serving fixed
 * records and related rows, and a generated route rendered in a memory router.
 */
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Routes } from 'react-router';
import { vi } from 'vitest';
import { resources } from '../../resources.config';
import { catalogue } from '../catalogue';
import { buildResources, buildRoutes } from '../crud/build-routes';
import { CatalogueContext } from '../crud/catalogue-context';
import i18n from '../i18n/i18n';
import { createI18nProvider } from '../providers/i18n-provider';

// The generated screens load before any test: a Save that moves to the record's page would otherwise
// start loading its screen as the test ends, and the import would outlive the test's environment.
await Promise.all([import('../crud/ResourceList'), import('../crud/ResourceShow'), import('../crud/ResourceForm')]);

// The first render compiles the lazily loaded form (rjsf and ajv included), which takes seconds on a cold run.
export const SLOW = 30_000;
/** How long a `waitFor` gives fetched names and prices on a busy machine. */
export const LOADED = { timeout: 5_000 };

type Row = { id: number } & Record<string, unknown>;

/** `records`: the record each resource's edit page loads; `rows`: the related rows selects list and look up. */
export function fakeDataProvider(records: Record<string, object>, rows: Record<string, Row[]> = {}) {
  return {
    getApiUrl: () => '/v1/api',
    getList: vi.fn(async ({ resource }: { resource: string }) => ({ data: rows[resource] ?? [], total: rows[resource]?.length ?? 0 })),
    getOne: vi.fn(async ({ resource, id }: { resource: string; id: string | number }) => ({
      data: rows[resource]?.find((row) => String(row.id) === String(id)) ?? records[resource],
    })),
    create: vi.fn(async ({ variables }: { variables: object }) => ({ data: { id: 3, ...variables } })),
    update: vi.fn(async ({ variables }: { variables: object }) => ({ data: variables })),
    deleteOne: vi.fn(async () => ({ data: {} })),
  };
}

/** Renders the generated screen of `path` for the named resources. */
export function renderAt(path: string, names: string[], dataProvider: ReturnType<typeof fakeDataProvider>) {
  const entries = resources.filter((r) => names.includes(r.name));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogueContext.Provider value={catalogue}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider as unknown as DataProvider}
            routerProvider={routerProvider}
            resources={buildResources(entries)}
            i18nProvider={createI18nProvider(i18n)}
            options={{ disableTelemetry: true, redirect: { afterEdit: false, afterCreate: false } }}
          >
            <Routes>{buildRoutes(entries)}</Routes>
          </Refine>
        </AntdApp>
      </CatalogueContext.Provider>
    </MemoryRouter>,
  );
}

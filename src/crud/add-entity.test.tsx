/**
 * "Adding an entity = a schema + one config line": a schema and a registry
 * entry this app has never seen get a working list and form, with no other code.
 */
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import { buildCatalogue } from '../../schemas/catalogue';
import enums from '../../schemas/enums.json';
import i18n, { addSchemaTranslations } from '../i18n/i18n';
import { createI18nProvider } from '../providers/i18n-provider';
import { refetchOnFocus } from '../../tests/helpers/refetch-on-focus';
import { buildResources, buildRoutes } from './build-routes';
import { CatalogueContext } from './catalogue-context';

const roomsSchema = {
  $id: 'rooms',
  type: 'object',
  'x-label': { vi: 'Phòng học', en: 'Rooms' },
  'x-label-one': { vi: 'Phòng học', en: 'Room' },
  'x-title': 'name',
  'x-list': { columns: ['name', 'capacity', 'hourly_fee', 'auditing_status'], sort: 'id:desc' },
  'x-search': ['name'],
  properties: {
    id: { type: 'integer', readOnly: true, 'x-label': { vi: 'Mã', en: 'ID' } },
    name: { type: 'string', minLength: 2, maxLength: 50, 'x-sortable': true, 'x-label': { vi: 'Tên phòng', en: 'Room name' } },
    capacity: { type: 'integer', minimum: 1, maximum: 200, 'x-label': { vi: 'Sức chứa', en: 'Capacity' } },
    hourly_fee: { type: 'integer', minimum: 0, 'x-widget': 'money', 'x-label': { vi: 'Giá thuê', en: 'Hourly fee' } },
    auditing_status: {
      $ref: 'enums#/$defs/active_flag',
      default: 1,
      'x-filter': 'auditingStatuses',
      'x-label': { vi: 'Trạng thái', en: 'Status' },
    },
  },
  required: ['name', 'capacity', 'auditing_status'],
};

const roomsEntry: ResourceConfig = {
  name: 'rooms',
  route: '/rooms',
  api: { list: 'admin/rooms', create: 'admin/rooms', item: 'admin/rooms' },
  section: 'academy',
  icon: 'BankOutlined',
  features: ['general.basic'],
  roles: ['admin'],
  scope: 'branch',
  views: { list: 'generated', show: 'generated', create: 'generated', edit: 'generated' },
};

// The first render compiles the lazily loaded views (rjsf and ajv included), which takes seconds on a cold run.
const SLOW = 30_000;

const catalogue = buildCatalogue([enums, roomsSchema] as Parameters<typeof buildCatalogue>[0]);

const rows = [
  { id: 2, name: 'Phòng Hoa Sen', capacity: 30, hourly_fee: 1500000, auditing_status: 1 },
  { id: 1, name: 'Sân số 1', capacity: 22, hourly_fee: 0, auditing_status: 0 },
];

function fakeDataProvider() {
  return {
    getApiUrl: () => '/v1/api',
    getList: vi.fn(async () => ({ data: rows, total: 2 })),
    getOne: vi.fn(async ({ id }: { id: string | number }) => ({ data: rows.find((r) => r.id === Number(id))! })),
    create: vi.fn(async ({ variables }: { variables: object }) => ({ data: { id: 3, ...variables } })),
    update: vi.fn(async ({ variables }: { variables: object }) => ({ data: variables })),
    deleteOne: vi.fn(async () => ({ data: {} })),
  };
}

/** `focusRefetches`: the page's queries load again when the window regains focus, as a background refetch does. */
function renderAt(path: string, fake: ReturnType<typeof fakeDataProvider>, focusRefetches = false) {
  const dataProvider = fake as unknown as DataProvider;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogueContext.Provider value={catalogue}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            resources={buildResources([roomsEntry])}
            i18nProvider={createI18nProvider(i18n)}
            options={{
              disableTelemetry: true,
              redirect: { afterCreate: false },
              reactQuery: { clientConfig: { defaultOptions: { queries: { refetchOnWindowFocus: focusRefetches && 'always' } } } },
            }}
          >
            <Routes>{buildRoutes([roomsEntry])}</Routes>
          </Refine>
        </AntdApp>
      </CatalogueContext.Provider>
    </MemoryRouter>,
  );
}

describe('a new entity from a schema and one config entry', () => {
  beforeAll(async () => {
    addSchemaTranslations(catalogue);
    await i18n.changeLanguage('en');
  }, SLOW);
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  }, SLOW);

  it(
    'lists rows with labelled columns, badges, money, total and filters',
    async () => {
      const dataProvider = fakeDataProvider();
      renderAt('/rooms', dataProvider);

      expect(await screen.findByText('Phòng Hoa Sen', {}, { timeout: 10_000 })).toBeTruthy();
      const table = screen.getByRole('table');
      for (const header of ['Room name', 'Capacity', 'Hourly fee', 'Status'])
        expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
      expect(within(table).getByText('1.500.000 đ')).toBeTruthy();
      expect(within(table).getByText('Active')).toBeTruthy();
      expect(within(table).getByText('Inactive')).toBeTruthy();
      expect(screen.getByText('Total Rooms: 2')).toBeTruthy();
      expect(screen.getByText('Create Room')).toBeTruthy();
      expect(screen.getByPlaceholderText('Search')).toBeTruthy();
      expect(dataProvider.getList).toHaveBeenCalledWith(
        expect.objectContaining({
          resource: 'rooms',
          pagination: expect.objectContaining({ currentPage: 1, pageSize: 10 }),
          sorters: [{ field: 'id', order: 'desc' }],
        }),
      );
    },
    SLOW,
  );

  it(
    'offers a form with the schema fields and the spec §5 messages',
    async () => {
      const dataProvider = fakeDataProvider();
      renderAt('/rooms/create', dataProvider);

      const name = await screen.findByLabelText(/Room name/, {}, { timeout: 10_000 });
      expect(screen.getByLabelText(/Capacity/)).toBeTruthy();
      expect(screen.getByLabelText(/Hourly fee/)).toBeTruthy();
      expect(screen.queryByLabelText(/^ID$/)).toBeNull();

      const save = screen.getByRole('button', { name: /Save/ });
      fireEvent.click(save);
      expect((await screen.findAllByText('This field is required !')).length).toBeGreaterThanOrEqual(2);

      fireEvent.change(name, { target: { value: 'A' } });
      fireEvent.click(save);
      expect(await screen.findByText('Enter characters at least 2 !')).toBeTruthy();
      fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
      fireEvent.click(save);
      expect(await screen.findByText('Enter characters at most 50 !')).toBeTruthy();
      expect(dataProvider.create).not.toHaveBeenCalled();

      fireEvent.change(name, { target: { value: 'Phòng Mai' } });
      fireEvent.change(screen.getByLabelText(/Capacity/), { target: { value: '25' } });
      fireEvent.change(screen.getByLabelText(/Hourly fee/), { target: { value: '1.200.000' } });
      fireEvent.click(save);
      await waitFor(() => expect(dataProvider.create).toHaveBeenCalled());
      expect(dataProvider.create.mock.calls[0][0]).toMatchObject({
        resource: 'rooms',
        variables: { name: 'Phòng Mai', capacity: 25, hourly_fee: 1200000, auditing_status: 1 },
      });
    },
    SLOW,
  );

  it(
    "shows the server's 422 field errors on their fields",
    async () => {
      const dataProvider = fakeDataProvider();
      dataProvider.create.mockRejectedValueOnce({
        message: 'Some fields are invalid',
        statusCode: 422,
        errors: { name: 'Room name already taken' },
      });
      renderAt('/rooms/create', dataProvider);

      fireEvent.change(await screen.findByLabelText(/Room name/, {}, { timeout: 10_000 }), { target: { value: 'Phòng Hoa Sen' } });
      fireEvent.change(screen.getByLabelText(/Capacity/), { target: { value: '30' } });
      fireEvent.click(screen.getByRole('button', { name: /Save/ }));
      expect(await screen.findByText('Room name already taken')).toBeTruthy();

      fireEvent.change(screen.getByLabelText(/Room name/), { target: { value: 'Phòng Hoa Mai' } });
      await waitFor(() => expect(screen.queryByText('Room name already taken')).toBeNull());
    },
    SLOW,
  );

  it(
    'fills the edit form when the record arrives, keeps edits through a refetch of the same record, and refills when it changes',
    async () => {
      const dataProvider = fakeDataProvider();
      // Every answer a new object, as over the network.
      dataProvider.getOne.mockImplementation(async ({ id }) => ({ data: { ...rows.find((r) => r.id === Number(id))! } }));
      renderAt('/rooms/2/edit', dataProvider, true);
      const name = () => screen.getByLabelText<HTMLInputElement>(/Room name/);
      const refetch = () => refetchOnFocus(dataProvider.getOne);

      await screen.findByLabelText(/Room name/, {}, { timeout: 10_000 });
      // Each field shows the record once its widget has drawn it: under load the number may follow the name.
      await waitFor(() => expect(name().value).toBe('Phòng Hoa Sen'));
      await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Capacity/).value).toBe('30'));

      fireEvent.change(name(), { target: { value: 'Phòng Hoa Sen mới' } });
      await refetch();
      expect(name().value).toBe('Phòng Hoa Sen mới');

      dataProvider.getOne.mockImplementationOnce(async () => ({ data: { ...rows[0], name: 'Phòng Sen Hồng' } }));
      await refetch();
      await waitFor(() => expect(name().value).toBe('Phòng Sen Hồng'));
    },
    SLOW,
  );
});

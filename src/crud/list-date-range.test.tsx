/**
 * The generated list's date range (`x-date-range`) and money total (`x-sum`):
 * money lists open on the current month and show the total of every filtered row.
 */
import { Refine, type CrudFilter, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCatalogue } from '../../schemas/catalogue';
import i18n, { addSchemaTranslations } from '../i18n/i18n';
import { filterParams } from '../providers/data-provider';
import { createI18nProvider } from '../providers/i18n-provider';
import { CatalogueContext } from './catalogue-context';
import ResourceList from './ResourceList';

const common = {
  type: 'object',
  'x-title': 'title',
  'x-list': { columns: ['title', 'amount', 'paid_on'], sort: 'paid_on:desc' },
  properties: {
    id: { type: 'integer', readOnly: true, 'x-label': { vi: 'Mã', en: 'ID' } },
    title: { type: 'string', 'x-label': { vi: 'Nội dung', en: 'Title' } },
    amount: { type: 'integer', 'x-widget': 'money', 'x-label': { vi: 'Số tiền', en: 'Amount' } },
    paid_on: { type: 'string', format: 'date', 'x-label': { vi: 'Ngày thanh toán', en: 'Paid on' } },
  },
};
const fees = {
  ...common,
  $id: 'fees',
  'x-label': { vi: 'Khoản thu', en: 'Fees' },
  'x-label-one': { vi: 'Khoản thu', en: 'Fee' },
  'x-date-range': 'paid_on',
  'x-sum': 'amount',
};
const notes = {
  ...common,
  $id: 'notes',
  'x-label': { vi: 'Ghi chép', en: 'Notes' },
  'x-label-one': { vi: 'Ghi chép', en: 'Note' },
  'x-date-range': 'paid_on',
};
const catalogue = buildCatalogue([fees, notes] as Parameters<typeof buildCatalogue>[0]);

const SLOW = 30_000;
const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

function renderList(resource: string, answer: object, address = `/${resource}`) {
  const getList = vi.fn(async () => ({
    data: [{ id: 1, title: 'Học phí', amount: 85_000_000, paid_on: day(dayjs()) }],
    total: 60,
    ...answer,
  }));
  const dataProvider = { getApiUrl: () => '/v1/api', getList } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={[address]}>
      <CatalogueContext.Provider value={catalogue}>
        <AntdApp>
          <Refine
            dataProvider={dataProvider}
            routerProvider={routerProvider}
            resources={[{ name: resource, list: `/${resource}` }]}
            i18nProvider={createI18nProvider(i18n)}
            options={{ disableTelemetry: true }}
          >
            <Routes>
              <Route path={`/${resource}`} element={<ResourceList resource={resource} />} />
            </Routes>
          </Refine>
        </AntdApp>
      </CatalogueContext.Provider>
    </MemoryRouter>,
  );
  const lastQuery = () => (getList.mock.calls.at(-1) as unknown as [{ filters: unknown[]; pagination: { currentPage: number } }])[0];
  return { getList, lastQuery };
}

describe('the list date range and money total', () => {
  beforeAll(async () => {
    addSchemaTranslations(catalogue);
    await i18n.changeLanguage('en');
  }, SLOW);
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  }, SLOW);

  it(
    'opens a money list on the current month and shows the total after the count',
    async () => {
      const { lastQuery } = renderList('fees', { sub_total: 85_000_000 });

      expect(await screen.findByText('Total Fees: 60 · Amount: 85.000.000 đ', {}, { timeout: 10_000 })).toBeTruthy();
      const month = [day(dayjs().startOf('month')), day(dayjs().endOf('month'))];
      expect(lastQuery().filters).toEqual([{ field: 'paid_on', operator: 'between', value: month }]);
      expect(screen.getByPlaceholderText('From')).toHaveProperty('value', dayjs().startOf('month').format('DD/MM/YYYY'));
    },
    SLOW,
  );

  it(
    'moves to a preset range on page 1, and clearing it asks for every date',
    async () => {
      const { getList, lastQuery } = renderList('fees', { sub_total: 0 });
      await screen.findByText('Học phí', {}, { timeout: 10_000 });
      fireEvent.click(document.querySelector('.ant-pagination-next')!);
      await waitFor(() => expect(lastQuery().pagination.currentPage).toBe(2));

      const from = screen.getByPlaceholderText('From');
      fireEvent.mouseDown(from);
      fireEvent.focus(from);
      fireEvent.click(from);
      fireEvent.click(await screen.findByText('Last month'));
      const last = dayjs().subtract(1, 'month');
      await waitFor(() =>
        expect(lastQuery().filters).toEqual([
          { field: 'paid_on', operator: 'between', value: [day(last.startOf('month')), day(last.endOf('month'))] },
        ]),
      );
      expect(lastQuery().pagination.currentPage).toBe(1);

      const calls = getList.mock.calls.length;
      fireEvent.click(document.querySelector('.ant-picker-clear')!);
      await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
      // A range with neither end: no fromDate or toDate is sent, and the address keeps it.
      expect(lastQuery().filters).toEqual([{ field: 'paid_on', operator: 'between', value: ['', ''] }]);
      expect(filterParams(lastQuery().filters as CrudFilter[])).toEqual({});
    },
    SLOW,
  );

  it(
    'reopens a money list whose range was cleared on every date, as its address says, not on the month',
    async () => {
      const cleared =
        '/fees?currentPage=1&pageSize=10&filters[0][field]=paid_on&filters[0][operator]=between&filters[0][value][0]=&filters[0][value][1]=';
      const { lastQuery } = renderList('fees', { sub_total: 0 }, cleared);
      await screen.findByText('Học phí', {}, { timeout: 10_000 });
      expect(filterParams(lastQuery().filters as CrudFilter[])).toEqual({});
      expect(screen.getByPlaceholderText('From')).toHaveProperty('value', '');
    },
    SLOW,
  );

  it(
    'opens other dated lists unfiltered, with the count alone',
    async () => {
      const { lastQuery } = renderList('notes', {});

      expect(await screen.findByText('Total Notes: 60', {}, { timeout: 10_000 })).toBeTruthy();
      expect(lastQuery().filters).toEqual([]);
      expect(screen.getByPlaceholderText('From')).toHaveProperty('value', '');
    },
    SLOW,
  );
});

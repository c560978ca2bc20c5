/**
 * A class's weekly schedule in the generated edit form: rows are added,
 * changed and removed, and the form submits exactly `{day_of_week, start_time, end_time}` rows.
 */
import { Refine, type DataProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources.config';
import { catalogue } from '../catalogue';
import { buildResources, buildRoutes } from '../crud/build-routes';
import { CatalogueContext } from '../crud/catalogue-context';
import i18n from '../i18n/i18n';
import { createI18nProvider } from '../providers/i18n-provider';

// The first render compiles the lazily loaded form (rjsf and ajv included), which takes seconds on a cold run.
const SLOW = 30_000;

const entries = resources.filter((r) => r.name === 'classes' || r.name === 'practices');

const schedules = [{ day_of_week: '3', start_time: '18:00', end_time: '19:30' }];
const records: Record<string, object> = {
  classes: { id: 1, name: 'U10 Sáng', branch_id: 2, branch: { id: 2, name: 'Cơ sở 2' }, course_fee: 1500000, auditing_status: 1, schedules },
  practices: { id: 1, name: 'Nguyễn An', date_of_birth: '2016-05-01', branch_id: 2, branch: { id: 2, name: 'Cơ sở 2' }, schedules },
};

function fakeDataProvider() {
  return {
    getApiUrl: () => '/v1/api',
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async ({ resource, id }: { resource: string; id: string | number }) => ({
      data: records[resource] ?? { id: Number(id), name: `Cơ sở ${id}` },
    })),
    create: vi.fn(async ({ variables }: { variables: object }) => ({ data: { id: 3, ...variables } })),
    update: vi.fn(async ({ variables }: { variables: object }) => ({ data: variables })),
    deleteOne: vi.fn(async () => ({ data: {} })),
  };
}

function renderAt(path: string, fake: ReturnType<typeof fakeDataProvider>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CatalogueContext.Provider value={catalogue}>
        <AntdApp>
          <Refine
            dataProvider={fake as unknown as DataProvider}
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

/** Opens a row's weekday select and picks a day. */
async function chooseDay(select: HTMLElement, day: string) {
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(day);
  fireEvent.click(options.at(-1)!);
}

describe('the time-slots widget', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  }, SLOW);
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  }, SLOW);

  it("edits a class's schedule: add a slot, change its day, remove one, submit the rows", async () => {
    const dataProvider = fakeDataProvider();
    renderAt('/classes/1/edit', dataProvider);

    const schedule = await screen.findByRole('group', { name: 'Schedule' }, { timeout: 10_000 });
    await waitFor(() => expect(within(schedule).getAllByRole('combobox', { name: 'Day' })).toHaveLength(1));
    expect(within(schedule).getByText('Wed')).toBeTruthy();
    expect((within(schedule).getByPlaceholderText('Start') as HTMLInputElement).value).toBe('18:00');

    // A new row is a Monday with the last row's times.
    fireEvent.click(within(schedule).getByRole('button', { name: /Add time slot/ }));
    const days = within(schedule).getAllByRole('combobox', { name: 'Day' });
    expect(days).toHaveLength(2);
    expect(within(schedule).getByText('Mon')).toBeTruthy();
    await chooseDay(days[1], 'Fri');

    fireEvent.click(within(schedule).getByRole('button', { name: /Add time slot/ }));
    fireEvent.click(within(schedule).getAllByRole('button', { name: 'Remove time slot' })[0]);
    expect(within(schedule).getAllByRole('combobox', { name: 'Day' })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalled());
    expect(dataProvider.update.mock.calls[0][0].variables).toMatchObject({
      schedules: [
        { day_of_week: '5', start_time: '18:00', end_time: '19:30' },
        { day_of_week: '1', start_time: '18:00', end_time: '19:30' },
      ],
    });
  }, SLOW);

  it("shows the server's 422 error on the schedule under the field", async () => {
    const dataProvider = fakeDataProvider();
    dataProvider.update.mockRejectedValueOnce({ statusCode: 422, message: '', errors: { schedules: 'Invalid Range Start - End Time !' } });
    renderAt('/classes/1/edit', dataProvider);

    const schedule = await screen.findByRole('group', { name: 'Schedule' }, { timeout: 10_000 });
    await waitFor(() => expect(within(schedule).getByText('Wed')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const field = schedule.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Invalid Range Start - End Time !')).toBeTruthy();
  }, SLOW);

  it('asks for a slot when the schedule is required and the last one is removed', async () => {
    const dataProvider = fakeDataProvider();
    renderAt('/practices/1/edit', dataProvider);

    const schedule = await screen.findByRole('group', { name: 'Preferred schedule' }, { timeout: 10_000 });
    fireEvent.click(await within(schedule).findByRole('button', { name: 'Remove time slot' }));
    expect(within(schedule).queryAllByRole('combobox')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const field = schedule.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('This field is required !')).toBeTruthy();
    expect(dataProvider.update).not.toHaveBeenCalled();
  }, SLOW);
});

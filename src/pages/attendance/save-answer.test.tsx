import { Refine, type AuthProvider, type DataProvider } from '@refinedev/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi as mock } from 'vitest';
import i18n from '../../i18n/i18n';
import vi from '../../../domain/i18n/vi.json';
import type { DayRoster, MonthGrid as Month, SavedDay } from '../../../domain/attendance';
import { NONE, PRESENT } from '../../../domain/check-in';
import { formatDate } from '../../../domain/dates';
import { enumLabel } from '../../../domain/enum-labels';
import { createI18nProvider } from '../../providers/i18n-provider';
import { queryClientConfig } from '../../providers/query-client';
import { DayRoster as DayRosterScreen } from './DayRoster';
import { KINDS } from './kinds';
import { MonthGrid } from './MonthGrid';

// antd mounts slowly in jsdom while other suites run: give the first render time.
const LOADED = { timeout: 10_000 };
const DAY = '2025-03-03';
const klass = { id: 7, name: 'Bóng đá U10', branch_id: 1, branch_name: 'Cơ sở 1' };
const person = { id: 41, player_id: 41, name: 'Nguyễn Minh An', avatar: null, date_of_birth: null, mobile: null, guest: false };
const { player } = KINDS;

/** The day as the server keeps it, before and after the save (the save takes one of An's 10 sessions). */
const dayOf = (check_in: number, sessions: number): DayRoster => ({
  class: klass,
  date: DAY,
  lesson_day: true,
  max_units: 1,
  locked: null,
  counts: { present: check_in === PRESENT ? 1 : 0, absent: 0, none: check_in === NONE ? 1 : 0 },
  content: [
    {
      ...person,
      number_of_units: sessions,
      check_in: check_in as DayRoster['content'][number]['check_in'],
      units: 1,
      note: null,
      time_off: null,
    },
  ],
});
const saved: SavedDay = { ...dayOf(PRESENT, 9), parent_notices: { told: [], not_told: [] } };
const month: Month = {
  class: klass,
  month: '2025-03',
  max_units: 1,
  days: [{ date: DAY, lesson: true, editable: true, present: 0, absent: 0 }],
  content: [{ ...person, number_of_units: 10, cells: {}, present: 0, absent: 0 }],
  present: 0,
  absent: 0,
};

/** A read the server refuses until `server.up` (a class just deleted in another tab, say). */
const NOT_FOUND = { statusCode: 404, message: 'Không tìm thấy lớp học' };

/** The server: the day or the month as it was, and the save's answer; every call recorded. */
function renderWith(screenUnderTest: ReactNode, server = { up: true }) {
  const custom = mock.fn(async ({ url, method }: { url: string; method: string }) => {
    if (!server.up) throw NOT_FOUND;
    if (method === 'post' && url === player.saveUrl) return { data: saved };
    if (url === player.dayUrl) return { data: dayOf(NONE, 10) };
    if (url === player.monthUrl) return { data: month };
    throw new Error(`unexpected ${method} ${url}`);
  });
  const dataProvider = { getApiUrl: () => '/v1/api', getList: mock.fn(), getOne: mock.fn(), custom } as unknown as DataProvider;
  const authProvider = { check: async () => ({ authenticated: true }), getIdentity: async () => ({}) } as unknown as AuthProvider;
  render(
    <MemoryRouter>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={createI18nProvider(i18n)}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: queryClientConfig } }}
        >
          {screenUnderTest}
        </Refine>
      </AntdApp>
    </MemoryRouter>,
  );
  const calls = (url: string, method: string) => custom.mock.calls.filter(([call]) => call.url === url && call.method === method).length;
  return { calls };
}

const cellLabel = (checkIn: number) => `${person.name}, ${formatDate(DAY)}: ${enumLabel('check_in', checkIn, 'vi')}`;
const sessionsLeft = (count: number) => `${vi.attendance.columns.sessionsLeft}: ${count}`;

describe('attendance after a save', { timeout: 30_000 }, () => {
  it('the day list shows the day the save answers, without asking for it again', async () => {
    const { calls } = renderWith(<DayRosterScreen kind="player" classId={klass.id} date={DAY} onDirtyChange={() => {}} />);
    expect(await screen.findByText(sessionsLeft(10), {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(enumLabel('check_in', PRESENT, 'vi')));
    fireEvent.click(screen.getByText(vi.attendance.save));

    expect(await screen.findByText(sessionsLeft(9), {}, LOADED)).toBeTruthy();
    expect(screen.getByText(vi.attendance.counts.present.replace('{{count}}', '1'))).toBeTruthy();
    expect(screen.queryByText(/chưa lưu/)).toBeNull();
    expect(calls(player.saveUrl, 'post')).toBe(1);
    expect(calls(player.dayUrl, 'get')).toBe(1);
  });

  it('the month grid shows the day the save answers, without asking for the month again', async () => {
    const { calls } = renderWith(<MonthGrid kind="player" classId={klass.id} month="2025-03" onDirtyChange={() => {}} />);
    expect(await screen.findByText(sessionsLeft(10), {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(cellLabel(NONE)));
    fireEvent.click(screen.getByText(vi.attendance.grid.saveDays_one.replace('{{count}}', '1')));

    expect(await screen.findByText(sessionsLeft(9), {}, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText(cellLabel(PRESENT)).className).not.toContain('changed'));
    expect(calls(player.saveUrl, 'post')).toBe(1);
    expect(calls(player.monthUrl, 'get')).toBe(1);
  });
});

describe('attendance that could not be loaded', { timeout: 30_000 }, () => {
  it.each([
    ['day list', <DayRosterScreen key="day" kind="player" classId={klass.id} date={DAY} onDirtyChange={() => {}} />, player.dayUrl],
    ['month grid', <MonthGrid key="month" kind="player" classId={klass.id} month="2025-03" onDirtyChange={() => {}} />, player.monthUrl],
  ])('the %s says so, with the reason, and loads when asked again', async (_, view, url) => {
    const server = { up: false };
    const { calls } = renderWith(view, server);
    expect(await screen.findByText(vi.attendance.loadFailed, {}, LOADED)).toBeTruthy();
    expect(screen.getByText(NOT_FOUND.message)).toBeTruthy();
    server.up = true;
    fireEvent.click(screen.getByRole('button', { name: vi.attendance.retry }));
    expect(await screen.findByText(sessionsLeft(10), {}, LOADED)).toBeTruthy();
    expect(screen.queryByText(vi.attendance.loadFailed)).toBeNull();
    expect(calls(url, 'get')).toBe(2);
  });
});

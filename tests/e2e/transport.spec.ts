/**
 * Transport attendance in the browser: a round of the outbound turn over two
 * stops with "save & next stop", the fee it books, and the notice a branch
 * without transport mode sees. Riders are set up through the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the API's answers field by field, whatever their shape
type Api = { get: (url: string) => Promise<any>; send: (method: 'POST' | 'PUT', url: string, body: unknown) => Promise<any> };

async function api(request: APIRequestContext): Promise<Api> {
  const headers = await apiHeaders(request);
  return {
    get: async (url) => (await (await request.get(url, { headers })).json()).data,
    send: async (method, url, data) => {
      const res = await request.fetch(url, { method, headers, data });
      expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
      return (await res.json()).data;
    },
  };
}

const EVERY_DAY = ['1', '2', '3', '4', '5', '6', '7'];
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));

test('an outbound round: two stops marked with save & next, the per-turn fee booked (vi)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = texts.vi;
  const call = await api(request);
  // The academy's today, in its own time zone (the machine's date is another day near midnight there).
  const { academy } = await call.get('/v1/api/public/settings');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: academy.time_zone }).format(new Date());
  const branchId: number = (await call.get('/v1/api/admin/branches?sort=id:asc&size=1')).content[0].id;
  await call.send('PUT', '/v1/api/admin/settings', {
    transport_settings: [{ branch_id: branchId, is_enable: true, fee_type: 1, amount: 15_000 }],
  });
  const stops = (await call.get(`/v1/api/admin/bus-stops?branchIds=${branchId}&sort=pickup_time:asc&auditingStatuses=1&size=10`)).content;
  const [first, second] = stops as Array<{ id: number; name: string; pickup_time: string }>;
  // Two players who are not riders yet, each riding every day from one of the stops.
  const riding = new Set(
    (await call.get(`/v1/api/admin/player-bus-stops?branchIds=${branchId}&size=100`)).content.map(
      (r: { player_id: number }) => r.player_id,
    ),
  );
  const players = (await call.get(`/v1/api/admin/players?branchIds=${branchId}&auditingStatuses=1&size=100`)).content
    .filter((p: { id: number }) => !riding.has(p.id))
    .slice(0, 2) as Array<{ id: number; name: string }>;
  for (const [player, stop] of [
    [players[0], first],
    [players[1], second],
  ] as const) {
    await call.send('POST', '/v1/api/admin/player-bus-stops', {
      branch_id: branchId,
      bus_stop_id: stop.id,
      player_id: player.id,
      days: EVERY_DAY,
      is_departure_turn: true,
      is_return_turn: false,
    });
  }

  await signIn(page, 'vi');
  await page.goto('/transports/attendances/forward');
  await page
    .getByRole('button', { name: `${t.transport.takeAttendance} ${first.name}` })
    .first()
    .click({ timeout: 30_000 });
  const dialog = page.locator('.ant-modal');
  await expect(dialog.locator('.ant-modal-title')).toHaveText(
    fill(t.transport.modalTitle.forward, { date: today.split('-').reverse().join('/') }),
  );
  await expect(dialog.getByRole('combobox', { name: t.transport.stop })).toBeVisible();
  await expect(dialog.locator('.ant-select-selection-item')).toHaveText(`${first.pickup_time} · ${first.name}`);

  const rider = (name: string) => dialog.getByTestId('rider').filter({ hasText: name });
  const box = (name: string) => rider(name).getByRole('button', { name: new RegExp(`^${name}: `) });
  await expect(rider(players[0].name)).toContainText('Thứ 2');
  await box(players[0].name).click();
  await expect(box(players[0].name)).toHaveAccessibleName(`${players[0].name}: Có mặt`);
  await expect(dialog).toContainText(fill(t.transport.presentCount, { count: 1 }));
  await dialog.getByRole('button', { name: t.transport.saveNext }).click();
  await expect(page.getByText(t.transport.saved).first()).toBeVisible();

  // The dialog moved on to the next stop in pickup order.
  await expect(dialog.locator('.ant-select-selection-item')).toHaveText(`${second.pickup_time} · ${second.name}`);
  await box(players[1].name).click();
  await box(players[1].name).click();
  await expect(box(players[1].name)).toHaveAccessibleName(`${players[1].name}: Vắng mặt`);
  await rider(players[1].name).getByRole('textbox').fill('Ốm, phụ huynh báo');
  await dialog.getByRole('button', { name: t.transport.saveClose }).click();
  await expect(dialog).toBeHidden();

  const row = (stop: { name: string }) =>
    page
      .locator('.ant-table-row')
      .filter({ has: page.getByRole('button', { name: `${t.transport.takeAttendance} ${stop.name}` }) })
      .first();
  await expect(row(first).locator('.ant-tag-success')).not.toHaveText('0');
  await expect(row(second).locator('.ant-tag-error')).not.toHaveText('0');

  const saved = await call.get(`/v1/api/admin/bus-stops/${second.id}/pickup-attendances?date=${today}&direction=forward`);
  expect(saved.items.find((i: { player_id: number }) => i.player_id === players[1].id)).toMatchObject({
    check_in: 0,
    note: 'Ốm, phụ huynh báo',
  });
  const fees = (await call.get(`/v1/api/admin/transactions?playerIds=${players[0].id}&size=100`)).content;
  expect(fees.filter((f: { amount: number; at_date: string }) => f.amount === 15_000 && f.at_date === today)).toHaveLength(1);
});

test('a branch without transport mode sees the notice and the way to the setting (en)', async ({ page, request, allowConsoleError }) => {
  const t = texts.en;
  // The browser logs the API's 409 answer, which is what the notice is made of.
  allowConsoleError(/409 \(Conflict\)/);
  const call = await api(request);
  await call.send('PUT', '/v1/api/admin/settings', { transport_settings: [] });
  await signIn(page, 'en');
  await page.goto('/transports/attendances/back');
  // The first visit loads the screen's code: a slow machine may take a while.
  await expect(page.getByText(t.transport.offTitle)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: t.transport.offLink }).click();
  await expect(page).toHaveURL(/\/settings\/transport-mode$/);
});

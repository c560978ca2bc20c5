/**
 * The renewal queue as the office uses it: a player down to their last session is listed; renewing
 * takes them off the list and their fee for the next pack appears on their page, unpaid; a family
 * not renewing is noted with the reason and listed apart, on a phone's width; a parent renews from
 * the "few sessions left" message's link on their phone and goes on to pay the fee. In Vietnamese.
 */
import type { APIRequestContext } from '@playwright/test';
import enums from '../../schemas/enums.json' with { type: 'json' };
import { expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';

const LOADING = { timeout: 45_000 };
const t = texts.vi.session_renewals;

/** A new player of the academy's first class and first course by sessions, down to `sessions` left. */
async function playerWith(request: APIRequestContext, name: string, sessions: number) {
  const headers = await apiHeaders(request);
  const classes = (await (await request.get('/v1/api/admin/classes?size=1&sort=id:asc', { headers })).json()).data.content;
  const courses = (await (await request.get('/v1/api/admin/course-master?size=50', { headers })).json()).data.content;
  const course = courses.find((c: { course_type: number }) => c.course_type === 1) as { id: number; number_of_units: number };
  const res = await request.post('/v1/api/players', {
    headers,
    data: {
      name,
      date_of_birth: '2016-03-08',
      branch_id: classes[0].branch_id,
      class_id: classes[0].id,
      parent_name: 'Nguyễn Văn Phụ',
      mobile: '0912000111',
      number_of_units: sessions,
      pricing_model: 'base_course',
      course_id: course.id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()).data as { id: number; name: string }), courseSessions: course.number_of_units };
}

test('the renewal queue renews a pack and its fee appears unpaid (vi)', async ({ page, request }) => {
  const player = await playerWith(request, 'Trương Gia Bảo', 1);
  await signIn(page, 'vi');
  await page.goto('/renewals');
  await page.getByLabel(t.search).fill(player.name);
  const row = page.getByRole('row').filter({ hasText: player.name });
  await expect(row).toBeVisible(LOADING);
  await expect(row.getByText(t.leftOf.replace('{{left}}', '1').replace('{{sessions}}', '1'))).toBeVisible();

  await row.getByRole('button', { name: 'Gia hạn', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: 'Gia hạn', exact: true }).click();
  await expect(row).toHaveCount(0, LOADING);

  await page.goto(`/players/${player.id}`);
  const fee = page.getByRole('row').filter({ hasText: `Gia hạn - ${player.name}` });
  await expect(fee).toBeVisible(LOADING);
  await expect(fee.getByText(enums.$defs.transaction_status['x-enum-labels']['4'].vi)).toBeVisible();
});

test('a family not renewing is noted with the reason and listed apart (vi, phone)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await playerWith(request, 'Lâm Khánh Ngọc', 1);
  await signIn(page, 'vi');
  await page.goto('/renewals');
  await page.getByLabel(t.search).fill(player.name);
  const row = page.getByRole('row').filter({ hasText: player.name });
  await row.getByRole('button', { name: 'Không gia hạn', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lý do').fill('Gia đình chuyển vào Đà Nẵng');
  await dialog.getByRole('button', { name: 'Không gia hạn', exact: true }).click();
  await expect(row).toHaveCount(0, LOADING);

  await page.getByText(t.views.not_renewing, { exact: true }).click();
  const noted = page.getByRole('row').filter({ hasText: player.name });
  await expect(noted).toBeVisible(LOADING);
  await expect(noted.getByText('Gia đình chuyển vào Đà Nẵng')).toBeVisible();
});

test("a parent renews from the few-sessions-left message's link and goes on to pay the fee (vi, phone)", async ({ page, request }) => {
  const headers = await apiHeaders(request);
  const player = await playerWith(request, 'Hà Minh Khuê', 3);
  const { class_id } = (await (await request.get(`/v1/api/players/${player.id}`, { headers })).json()).data;
  const saved = await request.post('/v1/api/admin/attendances/players', {
    headers,
    data: { class_id, at_date: academyToday(DEFAULT_TIME_ZONE), player_check_in: [{ player_id: player.id, check_in: 1 }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const messages = (await (await request.get(`/v1/api/admin/notifications?playerIds=${player.id}&events=LOW_SESSIONS`, { headers })).json())
    .data.content as Array<{ body: string }>;
  const link = new URL(/https?:\/\/\S+\/view\/renewal\?\S+/.exec(messages[0].body)![0]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(player.name)).toBeVisible(LOADING);
  await page.getByRole('button', { name: t.page.renew, exact: true }).click();
  await expect(page.getByText(t.page.renewed.replace('{{sessions}}', String(player.courseSessions)))).toBeVisible(LOADING);
  await page.getByRole('link', { name: t.page.pay }).click();
  await expect(page).toHaveURL(/\/view\/tuition\?revenue=/);
  await expect(page.getByTestId('fee-amount')).toBeVisible(LOADING);
});

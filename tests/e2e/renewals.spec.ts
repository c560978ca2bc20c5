/**
 * The renewal queue as the office uses it: a player down to their last session is listed; renewing
 * takes them off the list and their fee for the next pack appears on their page, unpaid; a family
 * not renewing is noted with the reason and listed apart, on a phone's width. In Vietnamese.
 */
import type { APIRequestContext } from '@playwright/test';
import enums from '../../schemas/enums.json' with { type: 'json' };
import { expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const LOADING = { timeout: 45_000 };
const t = texts.vi.session_renewals;

/** A new player of the academy's first class and first course by sessions, down to `sessions` left. */
async function playerWith(request: APIRequestContext, name: string, sessions: number) {
  const headers = await apiHeaders(request);
  const classes = (await (await request.get('/v1/api/admin/classes?size=1&sort=id:asc', { headers })).json()).data.content;
  const courses = (await (await request.get('/v1/api/admin/course-master?size=50', { headers })).json()).data.content;
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
      course_id: courses.find((c: { course_type: number }) => c.course_type === 1).id,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { id: number; name: string };
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

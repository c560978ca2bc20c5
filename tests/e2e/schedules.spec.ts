/**
 * The timetable in the browser: a seeded class at its time in this week's grid,
 * moving to the next week and back, and a clash that appears once a teacher is
 * given two overlapping classes through the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders } from './api-login';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';

async function adminApi(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return {
    get: async (url: string) => (await (await request.get(url, { headers })).json()).data,
    post: async (url: string, data: unknown) => {
      const res = await request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data;
    },
    remove: (url: string) => request.delete(url, { headers }),
  };
}

/**
 * This week's Monday and the day shown in its column heading ("Thứ Hai, 02/03"), on the
 * academy's calendar, as the timetable shows it: late on a Sunday here it is already Monday there.
 */
function monday(offsetWeeks = 0): Date {
  const d = new Date(`${academyToday(DEFAULT_TIME_ZONE)}T12:00:00`);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + offsetWeeks * 7);
  return d;
}
const ddmm = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}`;
const heading = (lang: Lang, d: Date) => `${texts[lang].schedules.days['1']}, ${ddmm(d)}`;

/** The grid cell of a time row in a day column (the first column holds the times). */
function cell(page: Page, range: string, column: number) {
  return page
    .locator('.ant-table-tbody tr')
    .filter({ has: page.getByText(range, { exact: true }) })
    .locator('td')
    .nth(column);
}

test('the week shows a seeded class at its time; next week and back (vi)', async ({ page }) => {
  const t = texts.vi;
  await signIn(page, 'vi');
  await page.goto('/schedules');
  // The first visit loads the screen's code: a slow machine may take a while.
  await expect(page.locator('.ant-table-thead')).toContainText(heading('vi', monday()), { timeout: 30_000 });
  // Seeded: "U10 Chiều thứ Tư" meets on Mondays and Wednesdays, 17:00 - 18:30, in every branch.
  const mondayCell = cell(page, '17:00 - 18:30', 1);
  await expect(mondayCell.getByRole('link', { name: 'U10 Chiều thứ Tư' }).first()).toBeVisible();
  await expect(cell(page, '17:00 - 18:30', 2)).not.toContainText('U10 Chiều thứ Tư');

  await page.getByRole('button', { name: t.schedules.nextWeek }).click();
  await expect(page.locator('.ant-table-thead')).toContainText(heading('vi', monday(1)));
  await expect(cell(page, '17:00 - 18:30', 1)).toContainText('U10 Chiều thứ Tư');
  await page.getByRole('button', { name: t.schedules.thisWeek }).click();
  await expect(page.locator('.ant-table-thead')).toContainText(heading('vi', monday()));

  await cell(page, '17:00 - 18:30', 1).getByRole('link', { name: 'U10 Chiều thứ Tư' }).first().click();
  await expect(page).toHaveURL(/\/classes\/\d+$/);
});

test('a teacher given two overlapping classes through the API shows as a conflict (en)', async ({ page, request }) => {
  const t = texts.en;
  const api = await adminApi(request);
  const [firstBranch] = (await api.get('/v1/api/admin/branches?sort=id:asc&size=1')).content;
  const teacher = (await api.get(`/v1/api/admin/managers?branchIds=${firstBranch.id}&auditingStatuses=1&size=1`)).content[0] as {
    id: number;
    name: string;
    branch_id: number;
  };
  const created: number[] = [];
  try {
    for (const [name, start, end] of [
      ['Conflict A', '10:00', '11:00'],
      ['Conflict B', '10:30', '11:30'],
    ]) {
      created.push(
        (
          await api.post('/v1/api/admin/classes', {
            name,
            branch_id: teacher.branch_id,
            auditing_status: 1,
            manager_ids: [teacher.id],
            schedules: [{ day_of_week: '2', start_time: start, end_time: end }],
          })
        ).id,
      );
    }
    await signIn(page, 'en');
    await page.goto('/schedules');
    await expect(page.locator('.ant-table-thead')).toBeVisible({ timeout: 30_000 });
    const reason = t.schedules.conflicts.teacher
      .replace('{{teacher}}', teacher.name)
      .replace('{{first}}', 'Conflict A')
      .replace('{{firstTime}}', '10:00 - 11:00')
      .replace('{{second}}', 'Conflict B')
      .replace('{{secondTime}}', '10:30 - 11:30');
    const conflicts = page.getByTestId('conflicts');
    await expect(conflicts).toContainText(reason);
    const flagged = cell(page, '10:00 - 11:00', 2).getByTestId('occurrence').filter({ hasText: 'Conflict A' });
    await expect(flagged).toHaveAttribute('data-conflict', 'true');
    await expect(flagged).toContainText(t.schedules.conflicts.flag);
    await expect(flagged).toContainText(teacher.name);
  } finally {
    for (const id of created) await api.remove(`/v1/api/admin/classes/${id}`);
  }
});

test("on a phone, a lesson of the week leads to that class's attendance on that day (vi)", async ({ page }) => {
  const t = texts.vi;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'vi');
  await page.goto('/schedules');
  // This week's Monday is never after today: its lessons can be marked. "U10 Chiều thứ Tư" meets on Mondays.
  const day = monday();
  const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  const lesson = page.getByTestId(`day-${iso}`).getByTestId('occurrence').filter({ hasText: 'U10 Chiều thứ Tư' }).first();
  await expect(lesson).toBeVisible({ timeout: 30_000 });
  const classId = (await lesson.getByRole('link', { name: 'U10 Chiều thứ Tư', exact: true }).getAttribute('href'))!.split('/').pop();
  await lesson
    .getByRole('link', {
      name: t.schedules.takeAttendanceOf.replace('{{name}}', 'U10 Chiều thứ Tư').replace('{{date}}', `${ddmm(day)}/${day.getFullYear()}`),
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`/attendances/players\\?classId=${classId}&date=${iso}$`));
  await expect(page.locator('.attendance-class-field .ant-select-selection-item')).toContainText('U10 Chiều thứ Tư', { timeout: 30_000 });
});

/**
 * Courses lead somewhere: a class of a course, a player enrolled by course at its
 * fee and sessions, and a change of class that would clear a player's slots asked first.
 */
import type { APIRequestContext } from '@playwright/test';
import classes from '../../schemas/classes.json' with { type: 'json' };
import courses from '../../schemas/courses.json' with { type: 'json' };
import players from '../../schemas/players.json' with { type: 'json' };
import { choose, clickInDialog, expect, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders } from './api-login';

type Labelled = Record<string, { 'x-label': Record<Lang, string> }>;
const label = (schema: { properties: object }, field: string, lang: Lang) => (schema.properties as Labelled)[field]['x-label'][lang];
// Selects sliding open and dialogs zooming in, as most users see them.
test.use({ reducedMotion: 'no-preference' });

const suffix = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function adminApi(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return async (url: string, data: object) => {
    const res = await request.post(`/v1/api${url}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).data as { id: number };
  };
}

test('a course, a class in it, and a player enrolled by course at its fee and sessions', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const t = texts[lang];
  const courseName = `Swimming 16 ${suffix()}`;
  const className = `Swim kids ${suffix()}`;
  await signIn(page, lang);

  await page.goto('/courses/create');
  const courseForm = page.locator('form[id^="courses-"]');
  await courseForm.getByLabel(label(courses, 'name', lang)).fill(courseName);
  await courseForm.getByRole('textbox', { name: label(courses, 'fee', lang) }).fill('2400000');
  await courseForm.getByLabel(label(courses, 'number_of_units', lang)).fill('16');
  await page.getByRole('button', { name: t.buttons.save }).click();
  await expect(page.getByText(courseName).first()).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  const courseUrl = page.url();

  await page.goto('/classes/create');
  const classForm = page.locator('form[id^="classes-"]');
  await classForm.getByLabel(label(classes, 'name', lang)).fill(className);
  await choose(page, classForm.getByLabel(label(classes, 'branch_id', lang)), 'Cơ sở Cầu Giấy');
  await choose(page, classForm.getByLabel(label(classes, 'course_id', lang), { exact: true }), courseName);
  await page.getByRole('button', { name: t.buttons.save }).click();
  await expect(page).toHaveURL(/\/classes\/\d+$/);
  await expect(page.getByText(courseName).first()).toBeVisible();

  // The course's page lists its classes.
  await page.goto(courseUrl);
  await expect(page.getByRole('link', { name: className })).toBeVisible();

  await page.goto('/players/create');
  const form = page.locator('form[id^="players-"]');
  const name = `Đỗ Khoá Học ${suffix()}`;
  await form.getByLabel(label(players, 'name', lang)).fill(name);
  await form.getByLabel(label(players, 'date_of_birth', lang)).fill('12/04/2016');
  await form.getByLabel(label(players, 'date_of_birth', lang)).press('Enter');
  await choose(page, form.getByLabel(label(players, 'branch_id', lang)), 'Cơ sở Cầu Giấy');
  await choose(page, form.getByLabel(label(players, 'class_id', lang)), className);
  await form.getByLabel(label(players, 'parent_name', lang)).fill('Đỗ Văn Bố');
  await form.getByLabel(label(players, 'mobile', lang)).fill('0912345678');
  // Choosing "by course" offers the course; left empty, the class's applies.
  await expect(form.getByLabel(label(players, 'course_id', lang), { exact: true })).toHaveCount(0);
  await choose(page, form.getByLabel(label(players, 'pricing_model', lang)), 'By course');
  await expect(form.getByLabel(label(players, 'course_id', lang), { exact: true })).toBeVisible();
  const enrolment = t.settingsPages.enrolment;
  await expect(form.getByText(enrolment.sessions.replace('{{count}}', '16').replace('{{source}}', courseName))).toBeVisible();
  await expect(form.getByText(`${enrolment.courseFee}: 2.400.000 đ`)).toBeVisible();
  await form.getByLabel(label(players, 'book_enrolment_fees', lang)).click();
  await page.getByRole('button', { name: t.buttons.save }).click();

  await expect(page).toHaveURL(/\/players\/\d+$/);
  const shown = (field: string) =>
    page.locator('.ant-descriptions-item-label', { hasText: label(players, field, lang) }).locator('xpath=following-sibling::td[1]');
  await expect(shown('course_id')).toHaveText(courseName);
  await expect(shown('number_of_units')).toHaveText('16');
  await expect(page.getByText(t.bookedMoney.titles.enrolmentFee.replace('{{name}}', name))).toBeVisible();
});

test('changing a player’s class that would clear their slots asks first: Cancel keeps the class, OK clears them', async ({
  page,
  request,
}) => {
  const lang = 'vi';
  const t = texts[lang];
  const post = await adminApi(request);
  const branch = (await (await request.get('/v1/api/public/branches/eras')).json()).data[0].id as number;
  const monday = { day_of_week: '1', start_time: '17:00', end_time: '18:30' };
  const friday = { day_of_week: '5', start_time: '07:00', end_time: '08:00' };
  const [from, to] = [`Lớp sáng ${suffix()}`, `Lớp tối ${suffix()}`];
  const fromClass = await post('/admin/classes', { name: from, branch_id: branch, schedules: [monday], auditing_status: 1 });
  await post('/admin/classes', { name: to, branch_id: branch, schedules: [friday], auditing_status: 1 });
  const player = await post('/players', {
    name: `Lý Đổi Lớp ${suffix()}`,
    date_of_birth: '2015-01-02',
    branch_id: branch,
    class_id: fromClass.id,
    schedules: [monday],
    parent_name: 'Lý Văn Cha',
    mobile: '0912345678',
    auditing_status: 1,
  });

  await signIn(page, lang);
  await page.goto(`/players/${player.id}/edit`);
  const form = page.locator('form[id^="players-"]');
  const mondaySlot = form.getByRole('checkbox', { name: /17:00 - 18:30/ });
  await expect(mondaySlot).toBeChecked();
  const change = t.crud.subsetChange;
  const dialog = page.getByRole('dialog').filter({ hasText: change.title.replace('{{field}}', 'lớp học') });

  await choose(page, form.getByLabel(label(players, 'class_id', lang)), to);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('17:00 - 18:30');
  await clickInDialog(page, dialog, t.buttons.cancel);
  await expect(dialog).toBeHidden();
  await expect(form.locator('.ant-select').filter({ hasText: from })).toBeVisible();
  await expect(mondaySlot).toBeChecked();

  await choose(page, form.getByLabel(label(players, 'class_id', lang)), to);
  await clickInDialog(page, dialog, change.ok);
  await expect(dialog).toBeHidden();
  await expect(form.locator('.ant-select').filter({ hasText: to })).toBeVisible();
  const fridaySlot = form.getByRole('checkbox', { name: /07:00 - 08:00/ });
  await expect(fridaySlot).not.toBeChecked();
  await fridaySlot.check();
  await page.getByRole('button', { name: t.buttons.save }).click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
  await expect(page.getByText(to).first()).toBeVisible();
});

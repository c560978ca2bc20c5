/**
 * Taking attendance as the staff do: mark a class's list and save it, see the
 * counts and which parents cannot be told (the academy's e-mail and SMS are off, as
 * in the demo) and find them in the parent notifications as not sent, then the
 * player's sessions left and the check-in on their page; a
 * check-in past zero sessions refused when learning debt is off; a month grid
 * cell changed from the keyboard.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import dayjs from 'dayjs';
import enums from '../../schemas/enums.json' with { type: 'json' };
import classes from '../../schemas/classes.json' with { type: 'json' };
import notifications from '../../schemas/notifications.json' with { type: 'json' };
import players from '../../schemas/players.json' with { type: 'json' };
import sessionChanges from '../../schemas/session_changes.json' with { type: 'json' };
import makeupCredits from '../../schemas/makeup_credits.json' with { type: 'json' };
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { atRest, choose as pick, clickMenuItem, expect, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders } from './api-login';

interface Person {
  id: number;
  name: string;
  number_of_units: number;
  guest: boolean;
  check_in: number;
}
interface Grid {
  days: Array<{ date: string; editable: boolean }>;
  content: Array<Person & { cells: Record<string, { check_in: number }> }>;
}

/** The academy's day, as the server counts it (the list is opened on it explicitly). */
const today = academyToday(DEFAULT_TIME_ZONE);
const checkIn = (value: -1 | 0 | 1, lang: Lang) => enums.$defs.check_in['x-enum-labels'][String(value) as '1'][lang];
const sessionsLeftLabel = (lang: Lang) => players.properties.number_of_units['x-label'][lang];
const POLICY = {
  is_own_setting_enable: true,
  max_own: 2,
  is_time_off_setting_enable: true,
  max_time_off: 4,
  is_multi_attendee_enable: false,
  max_unit_per_lesson: 1,
  time_limit_in_days: 7,
  is_absence_counted: false,
  is_makeup_enable: false,
  makeup_notice_hours: 24,
  makeup_per_month: 2,
  makeup_valid_days: 30,
  renewal_days: 14,
};

/** The admin API, for what a test needs to know or set up. */
async function api(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return {
    get: async <T>(url: string): Promise<T> => (await (await request.get(url, { headers })).json()).data,
    post: async <T>(url: string, data: unknown): Promise<T> => {
      const res = await request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data;
    },
    remove: (url: string) => request.delete(url, { headers }),
    patch: async (url: string, data: unknown) => expect((await request.patch(url, { headers, data })).status()).toBe(200),
    policy: async (patch: Partial<typeof POLICY>) =>
      expect(
        (await request.put('/v1/api/admin/settings', { headers, data: { attendance_settings: { ...POLICY, ...patch } } })).status(),
      ).toBe(200),
  };
}

const row = (page: Page, name: string) => page.locator('.attendance-row').filter({ hasText: name });
const choose = (page: Page, name: string, value: -1 | 0 | 1, lang: Lang) =>
  row(page, name)
    .locator('label.ant-radio-button-wrapper')
    .filter({ hasText: checkIn(value, lang) })
    .click();
const counts = (page: Page) => page.locator('.attendance-counts');
/** Screens load lazily and a save answers with the fresh list: on a busy machine either takes a while. */
const LOADING = { timeout: 45_000 };

/** The player's sessions left as their detail page shows it, and their check-in there. */
async function expectPlayerPage(page: Page, player: Person, left: number, value: 0 | 1, lang: Lang) {
  await page.goto(`/players/${player.id}`);
  const field = page.locator(`xpath=//th[normalize-space()="${sessionsLeftLabel(lang)}"]/following-sibling::td[1]`);
  await expect(field).toHaveText(String(left), LOADING);
  const history = page.locator('.person-attendance');
  await expect(history).toContainText(texts[lang].attendance.history.title);
  const entry = history.locator('.ant-list-item').filter({ hasText: dayjs(today).format('DD/MM/YYYY') });
  await expect(entry).toContainText(checkIn(value, lang));
  await expect(history).toContainText(texts[lang].attendance.counts.present.replace('{{count}}', ''));
  // The sessions ledger on the page names the session the lesson took.
  const ledger = page.locator('.ant-card').filter({ hasText: sessionChanges['x-label'][lang] });
  const taken = ledger
    .locator('tr')
    .filter({ hasText: sessionChanges.properties.reason['x-enum-labels'].attended[lang] })
    .filter({ hasText: dayjs(today).format('DD/MM/YYYY') });
  await expect(taken).toContainText('-1');
}

test('a class is marked present but one, saved, and the player page shows it (vi)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const t = texts.vi.attendance;
  const admin = await api(request);
  await admin.policy({});
  const classes = await admin.get<{ content: Array<{ id: number }> }>('/v1/api/admin/classes?size=100&sort=id:asc');
  const classId = classes.content[0].id;
  const roster = (await admin.get<{ content: Person[] }>(`/v1/api/admin/attendances/player?classId=${classId}&date=${today}`)).content;
  const [present, absent] = roster.filter((p) => !p.guest && p.number_of_units > 0);

  await signIn(page, 'vi');
  await page.goto(`/attendances/players?classId=${classId}&date=${today}`);
  await expect(counts(page)).toContainText(t.counts.none.replace('{{count}}', String(roster.length)), LOADING);
  await page.getByRole('button', { name: t.markAllPresent }).click();
  await choose(page, absent.name, 0, 'vi');
  await expect(counts(page)).toContainText(t.counts.present.replace('{{count}}', String(roster.length - 1)));
  await expect(counts(page)).toContainText(t.counts.absent.replace('{{count}}', '1'));
  await row(page, absent.name).getByRole('textbox').fill('Ốm');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible(LOADING);
  await expect(row(page, present.name)).toContainText(`${t.columns.sessionsLeft}: ${present.number_of_units - 1}`);
  // Nobody is told while e-mail and SMS are off, and the screen says so, naming the absent player
  // (and any whose sessions left fell to the threshold).
  const reason = notifications.properties.reason['x-enum-labels'].CHANNELS_OFF.vi;
  const notices = page.locator('.attendance-notices');
  await expect(notices).toContainText(`${reason.charAt(0).toLowerCase()}${reason.slice(1)}: `);
  await expect(notices).toContainText(absent.name);
  await notices.getByRole('link', { name: t.notices.seeList }).click();
  const listed = page.locator('.ant-table-row').filter({ hasText: absent.name });
  await expect(listed).toContainText(notifications.properties.status['x-enum-labels'].NOT_SENT.vi, LOADING);
  await expect(listed).toContainText(reason);
  // The list writes its state to the address once it has loaded (the short `statuses` parameter becomes
  // its filter): Back pressed before that lands where the list's last write put it, not on attendance.
  await expect(page).toHaveURL((url) => url.searchParams.has('currentPage') && !url.searchParams.has('statuses'));
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/attendances/players');

  await page.reload();
  await expect(counts(page)).toContainText(t.counts.present.replace('{{count}}', String(roster.length - 1)), LOADING);
  await expect(row(page, absent.name).getByRole('textbox')).toHaveValue('Ốm');
  await expectPlayerPage(page, present, present.number_of_units - 1, 1, 'vi');
});

test('with learning debt off, a check-in past zero sessions is refused and named (en)', async ({ page, request, allowConsoleError }) => {
  test.setTimeout(240_000);
  allowConsoleError(/status of 422/);
  const t = texts.en.attendance;
  const admin = await api(request);
  await admin.policy({ is_own_setting_enable: false });
  try {
    // A class (not the one the other test marks) with a player out of sessions and one with some left.
    const classes = (await admin.get<{ content: Array<{ id: number }> }>('/v1/api/admin/classes?size=100&sort=id:desc')).content;
    let found: { classId: number; broke: Person; paid: Person } | undefined;
    for (const { id } of classes) {
      const list = (await admin.get<{ content: Person[] }>(`/v1/api/admin/attendances/player?classId=${id}&date=${today}`)).content.filter(
        (p) => !p.guest && p.check_in === -1,
      );
      const broke = list.find((p) => p.number_of_units <= 0);
      const paid = list.find((p) => p.number_of_units > 0);
      if (broke && paid) {
        found = { classId: id, broke, paid };
        break;
      }
    }
    const { classId, broke, paid } = found!;

    await signIn(page, 'en');
    await page.goto(`/attendances/players?classId=${classId}&date=${today}`);
    await expect(row(page, broke.name)).toBeVisible(LOADING);
    await choose(page, broke.name, 1, 'en');
    await choose(page, paid.name, 1, 'en');
    await page.getByRole('button', { name: t.save }).click();
    const refusal = t.errors.noSessions.replace('{{name}}', broke.name);
    await expect(page.getByText(`${refusal} !`)).toBeVisible(LOADING);
    await expect(row(page, broke.name).locator('.attendance-error')).toHaveText(refusal);

    await choose(page, broke.name, 0, 'en');
    await expect(row(page, broke.name).locator('.attendance-error')).toHaveCount(0);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible(LOADING);
    await expect(counts(page)).toContainText(t.counts.present.replace('{{count}}', '1'));
    await expect(counts(page)).toContainText(t.counts.absent.replace('{{count}}', '1'));
    await expectPlayerPage(page, paid, paid.number_of_units - 1, 1, 'en');
  } finally {
    await admin.policy({});
  }
});

test("a player's unpaid fee is flagged on the roster, and the flag opens their unpaid fees of any month (en)", async ({
  page,
  request,
}) => {
  const admin = await api(request);
  const classes = await admin.get<{ content: Array<{ id: number }> }>('/v1/api/admin/classes?size=100&sort=id:asc');
  const classId = classes.content[3].id;
  const roster = await admin.get<{ content: Array<Person & { branch_id?: number; fee_unpaid: boolean }> }>(
    `/v1/api/admin/attendances/player?classId=${classId}&date=${today}`,
  );
  const player = roster.content.find((p) => !p.guest && !p.fee_unpaid)!;
  const category = (await admin.get<{ content: Array<{ id: number }> }>('/v1/api/admin/transaction-categories?types=3&size=1')).content[0];
  const { branch_id } = await admin.get<{ branch_id: number }>(`/v1/api/players/${player.id}`);
  // Booked last month: the flag's list shows every unpaid fee, not only this month's.
  const fee = await admin.post<{ title: string }>('/v1/api/admin/transactions', {
    title: `Học phí còn nợ ${player.id}`,
    category_id: category.id,
    branch_id,
    player_id: player.id,
    amount: 750_000,
    at_date: dayjs(today).subtract(1, 'month').format('YYYY-MM-DD'),
    payment_type: 1,
    transaction_status: 4,
  });

  await signIn(page, 'en');
  await page.goto(`/attendances/players?classId=${classId}&date=${today}`);
  const flag = row(page, player.name).getByText(texts.en.attendance.feeUnpaid, { exact: true });
  await expect(flag).toBeVisible(LOADING);
  await expect(
    row(page, roster.content.find((p) => p.fee_unpaid === false && p.id !== player.id)!.name).getByText(texts.en.attendance.feeUnpaid),
  ).toHaveCount(0);
  await flag.click();
  await expect(page).toHaveURL(/\/revenues/);
  await expect(page.getByText(fee.title)).toBeVisible(LOADING);
});

test('a player frozen from their page is off the roster for those days and back the day after (en)', async ({ page, request }) => {
  test.setTimeout(180_000);
  const t = texts.en.attendance;
  const admin = await api(request);
  const classes = await admin.get<{ content: Array<{ id: number }> }>('/v1/api/admin/classes?size=100&sort=id:asc');
  const classId = classes.content[6].id;
  const roster = (await admin.get<{ content: Person[] }>(`/v1/api/admin/attendances/player?classId=${classId}&date=${today}`)).content;
  const player = roster.find((p) => !p.guest && p.check_in === -1)!;
  const freeze = players['x-actions'].find((a) => a.name === 'freeze')!;
  const form = freeze.form!.properties as unknown as Record<'from_date' | 'to_date' | 'reason', { 'x-label': Record<Lang, string> }>;
  const field = (name: keyof typeof form) => form[name]['x-label'].en;

  await signIn(page, 'en');
  await page.goto(`/players/${player.id}`);
  const ledger = page.locator('.ant-card-small').filter({ hasText: sessionChanges['x-label'].en });
  await expect(ledger).toBeVisible(LOADING);
  await page.getByRole('button', { name: texts.en.table.actions }).filter({ hasText: texts.en.table.actions }).click();
  await clickMenuItem(page, page.getByRole('menuitem').filter({ hasText: new RegExp(`^${freeze.label.en}$`) }));
  const dialog = page.locator('.ant-modal');
  await atRest(page);
  for (const [name, day] of [
    ['from_date', today],
    ['to_date', addDays(today, 1)],
  ] as const) {
    await dialog.getByLabel(field(name)).fill(dayjs(day).format('DD/MM/YYYY'));
    await dialog.getByLabel(field(name)).press('Enter');
  }
  await dialog.getByLabel(field('reason')).fill('Family trip');
  await dialog.getByRole('button', { name: freeze.label.en }).click();
  await expect(dialog).toBeHidden();
  await expect(ledger.locator('tr').filter({ hasText: sessionChanges.properties.reason['x-enum-labels'].frozen.en })).toContainText(
    'Family trip',
  );

  await page.goto(`/attendances/players?classId=${classId}&date=${today}`);
  const unmarked = roster.filter((p) => p.check_in === -1 && p.id !== player.id).length;
  await expect(counts(page)).toContainText(t.counts.none.replace('{{count}}', String(unmarked)), LOADING);
  await expect(row(page, player.name)).toHaveCount(0);
  await page.goto(`/attendances/players?classId=${classId}&date=${addDays(today, 2)}`);
  await expect(row(page, player.name)).toBeVisible(LOADING);
});

test('a leave asked in time grants a make-up credit, booked into another class of the course and used there (vi)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const t = texts.vi;
  const admin = await api(request);
  const classes = (
    await admin.get<{ content: Array<{ id: number; name: string; branch_id: number }> }>('/v1/api/admin/classes?size=100&sort=id:asc')
  ).content;
  // A class no other test here marks and a new one of its branch, made one course meeting every day.
  const missedIn = classes[7];
  const course = await admin.post<{ id: number }>('/v1/api/admin/course-master', {
    name: `Khoá học bù ${Date.now()}`,
    course_type: 1,
    fee: 1_800_000,
    number_of_units: 12,
    duration_in_days: 60,
    auditing_status: 1,
  });
  const everyDay = Array.from({ length: 7 }, (_, i) => ({ day_of_week: String(i + 1), start_time: '17:30', end_time: '19:00' }));
  await admin.patch(`/v1/api/admin/classes/${missedIn.id}`, { course_id: course.id, schedules: everyDay });
  const makeupIn = await admin.post<{ id: number; name: string }>('/v1/api/admin/classes', {
    name: `Lớp học bù ${Date.now()}`,
    branch_id: missedIn.branch_id,
    course_id: course.id,
    auditing_status: 1,
    schedules: everyDay,
  });
  const branch = await admin.get<{ name: string }>(`/v1/api/admin/branches/${missedIn.branch_id}`);
  const roster = (await admin.get<{ content: Person[] }>(`/v1/api/admin/attendances/player?classId=${missedIn.id}&date=${today}`)).content;
  const player = roster.find((p) => !p.guest && p.check_in === -1 && p.number_of_units > 0)!;
  await admin.policy({ is_makeup_enable: true });
  try {
    // The parent asks three days ahead; the office approves.
    const leave = await admin.post<{ id: number }>('/v1/api/admin/time-off', {
      player_id: player.id,
      branch_id: missedIn.branch_id,
      class_id: missedIn.id,
      at_date: addDays(today, 3),
      reason: 'Cháu đi khám răng',
      status: 0,
    });
    await admin.patch(`/v1/api/admin/time-off/${leave.id}`, { status: 1 });

    const status = makeupCredits.properties.status['x-enum-labels'];
    const book = makeupCredits['x-actions'].find((a) => a.name === 'book')!;
    const form = book.form!.properties as unknown as Record<'branch_id' | 'class_id' | 'at_date', { 'x-label': Record<Lang, string> }>;
    await signIn(page, 'vi');
    await page.goto(`/makeup-credits?playerIds=${player.id}`);
    const credit = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: player.name });
    await expect(credit).toContainText(status.open.vi, LOADING);
    await credit.getByRole('button', { name: t.table.actions }).click();
    await clickMenuItem(page, page.getByRole('menuitem').filter({ hasText: new RegExp(`^${book.label.vi}$`) }));
    const dialog = page.locator('.ant-modal');
    await atRest(page);
    await pick(page, dialog.getByLabel(form.branch_id['x-label'].vi), branch.name);
    await pick(page, dialog.getByLabel(form.class_id['x-label'].vi), makeupIn.name);
    await dialog.getByLabel(form.at_date['x-label'].vi).fill(dayjs(today).format('DD/MM/YYYY'));
    await dialog.getByLabel(form.at_date['x-label'].vi).press('Enter');
    await dialog.getByRole('button', { name: book.label.vi }).click();
    await expect(dialog).toBeHidden();
    await expect(credit).toContainText(status.booked.vi);

    // On the make-up lesson's roster, marked present: the credit is used, one session taken.
    await page.goto(`/attendances/players?classId=${makeupIn.id}&date=${today}`);
    await expect(row(page, player.name)).toContainText(t.attendance.makeup, LOADING);
    await choose(page, player.name, 1, 'vi');
    await page.getByRole('button', { name: t.attendance.save }).click();
    await expect(page.getByText(t.attendance.saved)).toBeVisible(LOADING);
    await expect(row(page, player.name)).toContainText(`${t.attendance.columns.sessionsLeft}: ${player.number_of_units - 1}`);
    await page.goto(`/makeup-credits?playerIds=${player.id}`);
    await expect(credit).toContainText(status.used.vi, LOADING);
  } finally {
    await admin.policy({});
    await admin.remove(`/v1/api/admin/classes/${makeupIn.id}`);
  }
});

test('a month grid cell is changed from the keyboard and saved for its day (en)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const t = texts.en.attendance;
  const admin = await api(request);
  await admin.policy({});
  const classId = (await admin.get<{ content: Array<{ id: number }> }>('/v1/api/admin/classes?size=100&sort=id:asc')).content[1].id;
  // The class meets weekly, so the last week (the policy's time limit) holds a lesson day: this month's, or last month's early in a month.
  let month = '';
  let grid: Grid | undefined;
  let day: Grid['days'][number] | undefined;
  for (const candidate of new Set(
    [dayjs(today).subtract(1, 'day'), dayjs(today).subtract(POLICY.time_limit_in_days, 'day')].map((d) => d.format('YYYY-MM')),
  )) {
    grid = await admin.get<Grid>(`/v1/api/admin/attendances?classId=${classId}&month=${candidate}`);
    day = grid.days.filter((d) => d.editable && d.date < today).pop();
    if (day) {
      month = candidate;
      break;
    }
  }
  expect(day, 'a lesson day of the class within the time limit').toBeDefined();
  const person = grid!.content.find((p) => p.cells[day!.date]?.check_in === 1)!;
  const label = (value: -1 | 0 | 1) =>
    t.grid.cell
      .replace('{{name}}', person.name)
      .replace('{{day}}', dayjs(day!.date).format('DD/MM/YYYY'))
      .replace('{{status}}', checkIn(value, 'en'));

  await signIn(page, 'en');
  await page.goto(`/attendances/players?classId=${classId}&view=month&month=${month}`);
  const cell = page.getByRole('button', { name: label(1) });
  await expect(cell).toBeVisible(LOADING);
  await cell.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: label(0) })).toBeFocused();
  await page.getByRole('button', { name: t.grid.saveDays_one.replace('{{count}}', '1') }).click();
  await expect(page.getByText(t.saved)).toBeVisible(LOADING);
  await page.reload();
  await expect(page.getByRole('button', { name: label(0) })).toBeVisible(LOADING);
});

test('the class picker finds a class typed without accents, like every list (vi)', async ({ page }) => {
  await signIn(page, 'vi');
  await page.goto('/attendances/players');
  await page.locator('.attendance-class-field .ant-select').click();
  await page.keyboard.type('chieu thu tu');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toContainText('U10 Chiều thứ Tư', LOADING);
  // Once the typed search is answered, no other class is left among the options.
  await expect(options.filter({ hasNotText: 'Chiều thứ Tư' })).toHaveCount(0);
});

test("on a phone, attendance opens on the caller's class that meets today, and the class page leads there too (vi)", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await api(request);
  const [branch] = (await admin.get<{ content: Array<{ id: number }> }>('/v1/api/admin/branches?sort=id:asc&size=1')).content;
  // Meets today all day long: under way whenever the test runs, and named to sort after every seeded class.
  const dayOfWeek = String(((dayjs(today).day() + 6) % 7) + 1);
  const name = `Zumba cả ngày ${Date.now()}`;
  const klass = await admin.post<{ id: number }>('/v1/api/admin/classes', {
    name,
    branch_id: branch.id,
    auditing_status: 1,
    schedules: [{ day_of_week: dayOfWeek, start_time: '00:00', end_time: '23:59' }],
  });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'vi');
    await page.goto('/attendances/players');
    await expect(page).toHaveURL(new RegExp(`classId=${klass.id}(&|$)`), LOADING);
    await expect(page.locator('.attendance-class-field .ant-select-selection-item')).toContainText(name);

    await page.goto(`/classes/${klass.id}`);
    await page.getByRole('button', { name: classes['x-page-links'][0].label.vi }).click();
    await expect(page).toHaveURL(new RegExp(`/attendances/players\\?classId=${klass.id}$`), LOADING);
    await expect(page.locator('.attendance-class-field .ant-select-selection-item')).toContainText(name, LOADING);
  } finally {
    await admin.remove(`/v1/api/admin/classes/${klass.id}`);
  }
});

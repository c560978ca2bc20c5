/**
 * The teachers' phone app at 390 px: a teacher signs in, opens today's lesson and marks it
 * without signal; the marks outlive a closed tab and reach the office once when the signal
 * returns, with one message to the absent player's parent. A mark the office changed meanwhile
 * is shown with both values for the teacher to choose, never overwritten. Another teacher's
 * class stays closed. Each test works on a class of its own, given a lesson today through the API.
 */
import type { APIRequestContext, Page as BrowserPage } from '@playwright/test';
import type { TeacherMe, TeacherRoster } from '../../domain/teacher-area';
import vi from '../../domain/i18n/teacher/vi.json' with { type: 'json' };
import en from '../../domain/i18n/teacher/en.json' with { type: 'json' };
import { ABSENT, NONE, PRESENT } from '../../domain/check-in';
import { apiHeaders, type Login } from './api-login';
import { seriousViolations } from './axe';
import { expect, signInCookies, test } from './fixtures';

interface Page<T> {
  content: T[];
  total_elements: number;
}
/** A player's row of the office's attendance day. */
type DayRow = { id: number; check_in: number; note: string | null };

const TEACHER: Login = { username: 'teacher', password: 'Teacher@123' };
const teacherTexts = { vi, en };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The API as `login`; answers the envelope's data. */
async function api(request: APIRequestContext, login?: Login) {
  const headers = await apiHeaders(request, login);
  const data = async (res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: unknown }).data;
  };
  return {
    get: async <T>(url: string) => (await data(await request.get(url, { headers }))) as T,
    patch: async (url: string, body: object) => data(await request.patch(url, { headers, data: body })),
    post: async (url: string, body: object) => data(await request.post(url, { headers, data: body })),
  };
}

/** ISO weekday of a YYYY-MM-DD day as the timetable numbers it: "1" Monday … "7" Sunday. */
const weekday = (day: string) => String(((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);

/**
 * The teacher, their `nth` class given a lesson today (and no other), and its roster as the teacher reads it.
 * The demo teacher teaches several classes; each test takes its own.
 */
async function lessonToday(request: APIRequestContext, nth: number) {
  const teacher = await api(request, TEACHER);
  const admin = await api(request);
  const me = await teacher.get<TeacherMe>('/v1/api/teacher/me');
  const { content: classes } = await admin.get<Page<{ id: number; name: string; manager_ids: number[] | null }>>(
    '/v1/api/admin/classes?size=100&sort=id:asc',
  );
  const mine = classes.filter((c) => c.manager_ids?.includes(me.teacher.id));
  const taught = mine[nth];
  await admin.patch(`/v1/api/admin/classes/${taught.id}`, {
    schedules: [{ day_of_week: weekday(me.today), start_time: `0${5 + nth}:00`, end_time: `0${6 + nth}:00` }],
  });
  const roster = await teacher.get<TeacherRoster>(`/v1/api/teacher/classes/${taught.id}/days/${me.today}`);
  const notOurs = classes.find((c) => !c.manager_ids?.includes(me.teacher.id))!;
  return { me, taught, roster, admin, notOurs };
}

async function signInOnPhone(page: BrowserPage, lang: 'vi' | 'en') {
  const t = teacherTexts[lang];
  await page.goto('/teacher/sign-in');
  if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel(t.signIn.username).fill(TEACHER.username);
  await page.getByLabel(t.signIn.password).fill(TEACHER.password);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: t.today.title })).toBeVisible();
}

/** Waits until the service worker controls the page, so what the page reads from now on is kept for a visit without signal. */
async function keptForOffline(page: BrowserPage) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

const player = (page: BrowserPage, name: string) => page.getByRole('listitem', { name, exact: true });

test('a teacher marks today without signal; the office gets the marks once, the parent one message (vi)', async ({
  page,
  request,
  allowConsoleError,
}) => {
  const t = teacherTexts.vi;
  const { me, taught, roster, admin } = await lessonToday(request, 0);
  const [absent, present] = roster.players.filter((p) => p.check_in === NONE);
  const absenceMessages = async () =>
    (await admin.get<Page<unknown>>(`/v1/api/admin/notifications?playerIds=${absent.id}&events=PLAYER_ABSENT&size=1`)).total_elements;
  const messagesBefore = await absenceMessages();
  // Without signal the browser says so in the console for what it could not fetch.
  allowConsoleError(/ERR_INTERNET_DISCONNECTED/);

  await signInOnPhone(page, 'vi');
  expect(await seriousViolations(page)).toEqual([]);
  await keptForOffline(page);
  await page
    .getByRole('link', { name: new RegExp(taught.name) })
    .first()
    .click();
  await expect(player(page, absent.name)).toBeVisible();
  // Read again under the service worker: the roster is now kept on the phone.
  await page.reload();
  await expect(player(page, absent.name)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.context().setOffline(true);
  await player(page, absent.name).getByRole('button', { name: t.roster.absent }).click();
  await player(page, present.name).getByRole('button', { name: t.roster.present }).click();
  await player(page, absent.name)
    .getByRole('button', { name: t.roster.note.replace('{{name}}', absent.name) })
    .click();
  await player(page, absent.name).getByRole('textbox').fill('Nghỉ không báo trước');
  await player(page, absent.name).getByRole('button', { name: t.roster.saveNote }).click();
  // The note shows once the outbox has kept it on the phone: only then may the tab close.
  await expect(player(page, absent.name)).toContainText('Nghỉ không báo trước');
  // Two players' marks (one with its note) wait.
  await expect(page.getByText(t.sync.waitingOffline_other.replace('{{count}}', '2'))).toBeVisible();
  await expect(player(page, absent.name).getByText(t.sync.waitingShort)).toBeVisible();

  // The tab is closed and opened again, still without signal: nothing is lost.
  const url = page.url();
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await again.goto(url);
  await expect(player(again, absent.name).getByRole('button', { name: t.roster.absent })).toHaveAttribute('aria-pressed', 'true');
  await expect(player(again, present.name).getByRole('button', { name: t.roster.present })).toHaveAttribute('aria-pressed', 'true');
  await expect(player(again, absent.name)).toContainText('Nghỉ không báo trước');
  await expect(player(again, absent.name).getByText(t.sync.waitingShort)).toBeVisible();

  await context.setOffline(false);
  // Chromium tells a tab opened without signal that it is online, so no "online" event comes:
  // the saves go at the outbox's next try (at most 20 s apart), as on a phone whose Wi-Fi has no internet.
  await expect(player(again, absent.name).getByText(t.sync.waitingShort)).toHaveCount(0, { timeout: 25_000 });
  await expect(again.getByText(t.sync.offline)).toHaveCount(0);

  const day = await admin.get<Page<DayRow>>(`/v1/api/admin/attendances/player?classId=${taught.id}&date=${me.today}`);
  const row = (id: number) => day.content.find((r) => r.id === id);
  expect(row(absent.id)).toMatchObject({ check_in: ABSENT, note: 'Nghỉ không báo trước' });
  expect(row(present.id)).toMatchObject({ check_in: PRESENT });
  expect(await absenceMessages()).toBe(messagesBefore + 1);

  // Opened once more: the saves are gone from the phone, and nothing was sent twice.
  await again.reload();
  await expect(player(again, absent.name).getByRole('button', { name: t.roster.absent })).toHaveAttribute('aria-pressed', 'true');
  await expect(player(again, absent.name).getByText(t.sync.waitingShort)).toHaveCount(0);
  expect(await absenceMessages()).toBe(messagesBefore + 1);
});

test('a mark the office changed meanwhile is shown with both values, and kept as the teacher chooses (en)', async ({
  page,
  request,
  allowConsoleError,
}) => {
  const t = teacherTexts.en;
  const { me, taught, roster, admin, notOurs } = await lessonToday(request, 1);
  const [first, second] = roster.players.filter((p) => p.check_in === NONE);
  allowConsoleError(/ERR_INTERNET_DISCONNECTED/);
  // The save the office overtook is answered 409, which the browser logs.
  allowConsoleError(/status of 409/);

  await signInOnPhone(page, 'en');
  await page.goto(`/teacher/classes/${taught.id}/days/${me.today}`);
  await expect(player(page, first.name)).toBeVisible();

  await page.context().setOffline(true);
  await player(page, first.name).getByRole('button', { name: t.roster.present }).click();
  await player(page, second.name).getByRole('button', { name: t.roster.present }).click();
  await expect(page.getByText(t.sync.waitingOffline_other.replace('{{count}}', '2'))).toBeVisible();
  // Meanwhile the office marks the first player absent, with a note.
  await admin.post('/v1/api/admin/attendances/players', {
    class_id: taught.id,
    at_date: me.today,
    player_check_in: [{ player_id: first.id, check_in: ABSENT, note: 'Called in sick' }],
  });
  await page.context().setOffline(false);

  const conflict = page.locator('.conflict').filter({ hasText: first.name });
  await expect(conflict).toContainText(`${t.conflicts.yours}${t.roster.present}`);
  await expect(conflict).toContainText(`${t.conflicts.theirs}${t.roster.absent} · “Called in sick”`);
  // The change the office did not touch went through.
  await expect(player(page, second.name).getByText(t.sync.waitingShort)).toHaveCount(0);
  const stored = async () => {
    const day = await admin.get<Page<DayRow>>(`/v1/api/admin/attendances/player?classId=${taught.id}&date=${me.today}`);
    return (id: number) => day.content.find((r) => r.id === id);
  };
  expect((await stored())(first.id)).toMatchObject({ check_in: ABSENT, note: 'Called in sick' });
  expect((await stored())(second.id)).toMatchObject({ check_in: PRESENT });

  await conflict.getByRole('button', { name: t.conflicts.keepMine }).click();
  await expect(conflict).toHaveCount(0);
  await expect(player(page, first.name).getByRole('button', { name: t.roster.present })).toHaveAttribute('aria-pressed', 'true');
  await expect(player(page, first.name).getByText(t.sync.waitingShort)).toHaveCount(0);
  // Only the mark the teacher changed went again: the office's note stays.
  expect((await stored())(first.id)).toMatchObject({ check_in: PRESENT, note: 'Called in sick' });

  // A class the teacher does not teach stays closed: the server answers 404, which the browser logs.
  allowConsoleError(/status of 404/);
  await page.goto(`/teacher/classes/${notOurs.id}/days/${me.today}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('list', { name: t.roster.players })).toHaveCount(0);
});

test('a roster shows after at most 150 kB of compressed JavaScript (vi)', async ({ page, request }) => {
  const { me, taught, roster } = await lessonToday(request, 2);
  await signInCookies(page, TEACHER.username, TEACHER.password);
  await page.goto(`/teacher/classes/${taught.id}/days/${me.today}`);
  await expect(player(page, roster.players[0].name)).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: (entry as PerformanceResourceTiming).transferSize })),
  );
  expect(scripts.length, 'the app is loaded from the network, compressed').toBeGreaterThan(0);
  expect(scripts.every((s) => s.bytes > 0)).toBe(true);
  expect(
    scripts.reduce((sum, s) => sum + s.bytes, 0),
    JSON.stringify(scripts),
  ).toBeLessThanOrEqual(150_000);
});

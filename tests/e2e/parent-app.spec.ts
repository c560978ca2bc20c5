/**
 * The parents' phone app at 390 px: a parent asks for a sign-in code for the phone on their two
 * children's records, the code reaches them by SMS (a local eSMS stand-in this test starts, set
 * up through the API as the admin would on the SMS settings page), they sign in with it and see
 * their two children, not another family's. The first screen stays within its JavaScript budget.
 * They pay a fee through VNPay and get its receipt, ask for leave and book the make-up it grants.
 * A child's card names their next lesson and what is left to pay; the Lessons tab shows the week.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import vi from '../../domain/i18n/parent/vi.json' with { type: 'json' };
import en from '../../domain/i18n/parent/en.json' with { type: 'json' };
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { apiHeaders } from './api-login';
import { ACCESS_COOKIE } from '../../src/http/token-store';
import { seriousViolations } from './axe';
import { academyURL, expect, signIn, test, texts } from './fixtures';
import { VnpaySimulator } from '../helpers/vnpay-simulator';
import { formatMoney, formatNumber } from '../../domain/money';
import timeOffs from '../../schemas/time_offs.json' with { type: 'json' };
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import type { ParentMe } from '../../domain/parent-area';
import type { ParentLessons } from '../../domain/parent-lessons';
import { addDays, fullDate } from '../../src/phone/dates';

const parentTexts = { vi, en };
const KEYS = { apiKey: 'KEY123', secretKey: 'SECRET456', brandname: 'NGOISAO' };
const LOADING = { timeout: 30_000 };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const VNPAY = { tmnCode: 'E2EPARENT', hashSecret: 'E2EPARENTHASHSECRET' };

let esms: EsmsServer;
let vnpay: VnpaySimulator;
test.beforeAll(async () => {
  esms = await startEsmsServer({ ...KEYS, brandnames: [KEYS.brandname], balance: 10 });
  vnpay = await new VnpaySimulator({ ...VNPAY, ipnUrl: `${academyURL()}/v1/api/public/vnpay/ipn` }).start();
});
test.afterAll(async () => {
  await esms?.close();
  await vnpay?.close();
});

/**
 * SMS on, and a family of its own for the test: the phone `0987 65x xxx` on two players, and
 * another phone on a third. Answers the family's phone and the players' names.
 */
async function family(request: APIRequestContext, nth: number) {
  const headers = await apiHeaders(request);
  const sms = { is_enable: true, provider: 'ESMS', api_key: KEYS.apiKey, secret_key: KEYS.secretKey, brand_name: KEYS.brandname };
  const saved = await request.put('/v1/api/admin/settings', {
    headers,
    data: { sms_settings: { ...sms, sandbox: false, api_url: esms.apiUrl } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const players = (await (await request.get('/v1/api/admin/players?size=30&sort=id:asc', { headers })).json()).data.content as Array<{
    id: number;
    name: string;
  }>;
  const [first, second, other] = players.slice(nth * 3, nth * 3 + 3);
  const phone = `098765${String(nth).padStart(4, '0')}`;
  for (const [player, mobile] of [
    [first, phone],
    [second, phone],
    [other, `097765${String(nth).padStart(4, '0')}`],
  ] as const) {
    const res = await request.patch(`/v1/api/players/${player.id}`, { headers, data: { mobile } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { phone, children: [first.name, second.name], other: other.name, child: first as typeof first & { branch_id: number } };
}

/** The parent signs in on the phone the page is, with the code texted to them. */
async function signInAsParent(page: Page, phone: string) {
  const t = parentTexts.vi;
  const texted = () => esms.requests.filter((r) => r.body.Phone === phone);
  const before = texted().length;
  await page.goto('/parent/sign-in');
  await page.getByLabel(t.signIn.phone).fill(phone);
  await page.getByRole('button', { name: t.signIn.sendCode }).click();
  await expect.poll(() => texted().length, LOADING).toBe(before + 1);
  await page.getByLabel(t.signIn.code).fill(/\b(\d{6})\b/.exec(texted().at(-1)!.body.Content)![1]);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await expect(page.getByRole('heading', { name: t.home.children })).toBeVisible();
}

test('a parent signs in with the code texted to their phone and sees their two children, not a third family’s', async ({
  page,
  request,
}) => {
  const { phone, children, other } = await family(request, 0);
  const t = parentTexts.vi;
  await page.goto('/parent/');
  await expect(page).toHaveURL(/\/parent\/sign-in$/);
  await page.getByLabel(t.signIn.phone).fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
  await page.getByRole('button', { name: t.signIn.sendCode }).click();
  await expect(page.getByRole('status')).toContainText(phone);

  await expect.poll(() => esms.requests.filter((r) => r.body.Phone === phone).length, LOADING).toBe(1);
  expect(esms.violations).toEqual([]);
  const code = /\b(\d{6})\b/.exec(esms.requests.find((r) => r.body.Phone === phone)!.body.Content)![1];
  await page.getByLabel(t.signIn.code).fill(code);
  await page.getByRole('button', { name: t.signIn.submit }).click();

  await expect(page).toHaveURL(/\/parent\/$/);
  for (const name of children) await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText(other)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A child's attendance, as the parents' area answers it for them.
  await page.getByRole('article', { name: children[0] }).getByRole('link', { name: t.home.attendance }).click();
  await expect(page.getByRole('heading', { name: t.child.title })).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === ACCESS_COOKIE)!.value;
  const childId = (
    await (await request.get('/v1/api/parent/me', { headers: { authorization: `Bearer ${token}` } })).json()
  ).data.children.find((c: { name: string }) => c.name === children[0]).id;
  const history = (
    await (
      await request.get(`/v1/api/parent/players/${childId}/attendances?size=30`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data;
  await expect(page.getByText(t.child.counts.replace('{{present}}', history.present).replace('{{absent}}', history.absent))).toBeVisible();
  await expect(page.getByRole('list', { name: t.child.title }).getByRole('listitem')).toHaveCount(Math.min(30, history.total_elements));
});

/** The compressed JavaScript a page loads, on a phone that has not kept the app's files. */
async function scriptsOf(page: Page, path: string, shown: (page: Page) => Locator) {
  await page.goto(path);
  await expect(shown(page)).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: (entry as PerformanceResourceTiming).transferSize })),
  );
  expect(scripts.length, 'the app is loaded from the network, compressed').toBeGreaterThan(0);
  expect(scripts.every((s) => s.bytes > 0)).toBe(true);
  return { kB: scripts.reduce((sum, s) => sum + s.bytes, 0) / 1000, scripts: JSON.stringify(scripts) };
}

test('a parent’s card comes two requests after the code, and the home and fees pages after at most 150 kB of compressed JavaScript, in English too', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const { phone, children } = await family(request, 1);
  const t = parentTexts.en;
  await page.goto('/parent/sign-in');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel(t.signIn.phone).fill(phone);
  await page.getByRole('button', { name: t.signIn.sendCode }).click();
  await expect.poll(() => esms.requests.filter((r) => r.body.Phone === phone).length, LOADING).toBe(1);
  const code = /\b(\d{6})\b/.exec(esms.requests.find((r) => r.body.Phone === phone)!.body.Content)![1];
  await page.getByLabel(t.signIn.code).fill(code);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/api/')) asked.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await expect(page.getByRole('article', { name: children[0] })).toBeVisible();
  expect(asked).toEqual(['POST /v1/api/oauth/token', 'GET /v1/api/parent/me']);

  // The parent opening the app again on a phone that has not kept its files: what each page costs.
  for (const [path, shown] of [
    ['/parent/', (p: Page) => p.getByRole('article', { name: children[0] })],
    ['/parent/fees', (p: Page) => p.getByRole('heading', { name: t.fees.toPay })],
  ] as const) {
    const phoneAgain = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phoneAgain.addCookies(await page.context().cookies());
    await phoneAgain.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
    const { kB, scripts } = await scriptsOf(await phoneAgain.newPage(), path, shown);
    await phoneAgain.close();
    expect(kB, `${path}: ${scripts}`).toBeLessThanOrEqual(150);
  }
});

test('a parent pays an unpaid fee through VNPay from the fees page, then downloads its receipt', async ({ page, request }) => {
  const { phone, child } = await family(request, 2);
  const headers = await apiHeaders(request);
  const gateway = { is_active: true, mode: 'SANDBOX', merchant_key: VNPAY.tmnCode, merchant_secret_key: 'unused' };
  const saved = await request.put('/v1/api/admin/settings', {
    headers,
    data: { payment_settings: { ...gateway, checksum_key: VNPAY.hashSecret, end_point: vnpay.pageUrl, callback_url: academyURL() } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const [category] = (await (await request.get('/v1/api/admin/transaction-categories?size=1&types=3', { headers })).json()).data.content;
  const title = `Học phí tháng ${Date.now() % 100000}`;
  const fee = await request.post('/v1/api/admin/transactions', {
    headers,
    data: {
      title,
      category_id: category.id,
      branch_id: child.branch_id,
      player_id: child.id,
      amount: 1_200_000,
      at_date: '2026-11-01',
      payment_type: 1,
      transaction_status: 4,
    },
  });
  expect(fee.status()).toBe(201);

  const t = parentTexts.vi;
  await signInAsParent(page, phone);
  await page.getByRole('link', { name: t.nav.fees }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(formatMoney(1_200_000));
  await card.getByRole('button', { name: t.fees.pay }).click();

  // The fee's payment page, as the office's link opens it: VNPay, then back to the page, paid.
  await expect(page).toHaveURL(/\/view\/tuition\?revenue=/);
  await page.getByRole('button', { name: texts.vi.tuition.payWithVnpay }).click(LOADING);
  await page.getByRole('button', { name: 'Thanh toán' }).click(LOADING);
  await expect(page.getByText(texts.vi.tuition.paid, { exact: true })).toBeVisible(LOADING);

  await page.goto('/parent/fees');
  const paid = page.getByRole('article', { name: title });
  const download = page.waitForEvent('download');
  await paid.getByRole('button', { name: t.fees.receipt }).click();
  const receipt = await download;
  expect(
    readFileSync(await receipt.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('a parent asks for leave for tomorrow’s lesson, the office sees it came from the parents’ app, and the make-up it grants is booked', async ({
  browser,
  page,
  request,
}) => {
  const { phone, child } = await family(request, 3);
  const headers = await apiHeaders(request);
  const admin = {
    get: async (url: string) => (await (await request.get(url, { headers })).json()).data,
    send: async (method: 'post' | 'patch' | 'put', url: string, data: unknown) => {
      const res = await request[method](url, { headers, data });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()).data;
    },
  };
  // The make-up policy on, any notice enough; the child's class and another of its course meet every day.
  const settings = await admin.get('/v1/api/settings');
  await admin.send('put', '/v1/api/admin/settings', {
    attendance_settings: { ...settings.attendance_settings, is_makeup_enable: true, makeup_notice_hours: 0 },
  });
  const course = await admin.send('post', '/v1/api/admin/course-master', {
    name: `Khoá phụ huynh ${Date.now()}`,
    course_type: 1,
    fee: 1_800_000,
    number_of_units: 12,
    duration_in_days: 60,
    auditing_status: 1,
  });
  const everyDay = Array.from({ length: 7 }, (_, i) => ({ day_of_week: String(i + 1), start_time: '17:30', end_time: '19:00' }));
  const lesson = { branch_id: child.branch_id, course_id: course.id, auditing_status: 1, schedules: everyDay };
  const ownClass = await admin.send('post', '/v1/api/admin/classes', { name: `Lớp của con ${Date.now()}`, ...lesson });
  const makeupClass = await admin.send('post', '/v1/api/admin/classes', { name: `Lớp học bù ${Date.now()}`, ...lesson });
  await admin.send('patch', `/v1/api/players/${child.id}`, { class_id: ownClass.id, schedules: everyDay });

  const t = parentTexts.vi;
  const tomorrow = addDays(academyToday(DEFAULT_TIME_ZONE), 1);
  await signInAsParent(page, phone);
  await page.getByRole('link', { name: t.nav.leave }).click();
  await page.getByLabel(t.leave.child).selectOption({ label: child.name });
  await page.getByLabel(t.leave.date).fill(tomorrow);
  await page.getByLabel(t.leave.reason).fill('Con bị sốt');
  await page.getByRole('button', { name: t.leave.submit }).click();
  await expect(page.getByText(t.leave.sent)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: child.name })).toContainText(t.leave.status['0']);

  const office = await browser.newContext({ baseURL: academyURL(), viewport: { width: 1280, height: 800 } });
  const desk = await office.newPage();
  await signIn(desk, 'vi');
  await desk.goto('/time-offs');
  const row = desk.locator('.ant-table-row').filter({ hasText: child.name }).filter({ hasText: 'Con bị sốt' });
  await expect(row).toContainText(timeOffs.properties.source['x-enum-labels'].PARENT_APP.vi, LOADING);
  const [leave] = (await admin.get(`/v1/api/admin/time-off?playerIds=${child.id}&size=1&sort=id:desc`)).content;
  await admin.send('patch', `/v1/api/admin/time-off/${leave.id}`, { status: 1 });

  // Approved in time: the credit it grants is booked into the other class.
  await page.reload();
  const credit = page.getByRole('article', { name: t.makeups.for.replace('{{name}}', child.name).replace('{{day}}', fullDate(tomorrow)) });
  await credit.getByRole('button', { name: t.makeups.choose }).click();
  const place = credit.getByRole('list', { name: t.makeups.places }).getByRole('listitem').filter({ hasText: makeupClass.name }).first();
  await place.getByRole('button', { name: t.makeups.book }).click();
  await expect(credit).toContainText(t.makeups.status.booked);
  await expect(credit).toContainText(makeupClass.name);

  const [booked] = (await admin.get(`/v1/api/admin/makeup-credits?playerIds=${child.id}&size=1`)).content;
  expect(booked).toMatchObject({ status: 'booked', booked_class_id: makeupClass.id, booked_via: 'PARENT_APP' });
  await desk.goto('/');
  await desk.getByRole('button', { name: /^Thông báo, \d+/ }).click(LOADING);
  const title = texts.vi.inbox.titles.makeupFromParent
    .replace('{{player}}', child.name)
    .replace('{{class}}', makeupClass.name)
    .replace('{{day}}', fullDate(booked.booked_date));
  await expect(desk.getByRole('button', { name: title })).toBeVisible(LOADING);
  await office.close();
});

test('a parent sees the next lesson on the child’s card, then the week’s lessons of their children, and the next week', async ({
  page,
  request,
}) => {
  const { phone, children, child } = await family(request, 4);
  const headers = await apiHeaders(request);
  // The first child in a class of their own meeting every day at 17:30, so their week has lessons whatever the day.
  const everyDay = ['1', '2', '3', '4', '5', '6', '7'].map((day_of_week) => ({ day_of_week, start_time: '17:30', end_time: '19:00' }));
  const made = await request.post('/v1/api/admin/classes', {
    headers,
    data: { name: `Lớp hằng ngày ${Date.now()}`, branch_id: child.branch_id, auditing_status: 1, schedules: everyDay },
  });
  expect(made.status(), await made.text()).toBe(201);
  const classId: number = (await made.json()).data.id;
  const moved = await request.patch(`/v1/api/players/${child.id}`, { headers, data: { class_id: classId, schedules: everyDay } });
  expect(moved.ok(), await moved.text()).toBe(true);
  // A fee to pay, for the card's chip.
  const [category] = (await (await request.get('/v1/api/admin/transaction-categories?size=1&types=3', { headers })).json()).data.content;
  const fee = await request.post('/v1/api/admin/transactions', {
    headers,
    data: {
      title: 'Học phí tháng 12',
      category_id: category.id,
      branch_id: child.branch_id,
      player_id: child.id,
      amount: 1_500_000,
      at_date: '2026-12-01',
      payment_type: 1,
      transaction_status: 4,
    },
  });
  expect(fee.status()).toBe(201);

  const t = parentTexts.vi;
  await signInAsParent(page, phone);
  const token = (await page.context().cookies()).find((c) => c.name === ACCESS_COOKIE)!.value;
  const asParent = async <T>(url: string): Promise<T> =>
    (await (await request.get(url, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const weekdays: Record<string, string> = t.weekdays;
  const dayLabel = (day: string) => `${weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${day.slice(8, 10)}/${day.slice(5, 7)}`;

  // The card: the next lesson, and what is left to pay, linking to the fees.
  const card = (await asParent<ParentMe>('/v1/api/parent/me')).children.find((c) => c.id === child.id)!;
  const next = card.next_lesson!;
  expect(next.class.id).toBe(classId);
  const article = page.getByRole('article', { name: children[0] });
  await expect(article).toContainText(
    t.home.nextLesson
      .replace('{{day}}', dayLabel(next.date))
      .replace('{{start}}', next.start_time)
      .replace('{{end}}', next.end_time)
      .replace('{{class}}', next.class.name),
  );
  expect(card.unpaid.count).toBeGreaterThan(0);
  const chip = article.getByRole('link', {
    name: t.home.unpaid_other.replace('{{count}}', String(card.unpaid.count)).replace('{{amount}}', formatMoney(card.unpaid.amount)),
  });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAttribute('href', '/parent/fees');

  // The week, day by day, today marked; each lesson with the child it is for.
  await page.getByRole('link', { name: t.nav.lessons }).click();
  await expect(page.getByRole('heading', { name: t.lessons.title })).toBeVisible();
  const week = await asParent<ParentLessons>('/v1/api/parent/lessons');
  expect(week.lessons.length).toBeGreaterThanOrEqual(7);
  await expect(page.getByRole('heading', { name: `${dayLabel(week.today)} · ${t.lessons.today}` })).toBeVisible();
  for (const lesson of week.lessons.slice(0, 7)) {
    const day = page.getByRole('region', { name: dayLabel(lesson.date) });
    const shown = day.getByRole('article', { name: `${lesson.start_time} ${lesson.class.name}` }).first();
    await expect(shown).toBeVisible();
    for (const c of lesson.children) await expect(shown).toContainText(c.name);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The next week.
  await page.getByRole('button', { name: t.lessons.next }).click();
  const nextWeek = await asParent<ParentLessons>(`/v1/api/parent/lessons?from=${addDays(week.from, 7)}`);
  await expect(page.getByText(`${fullDate(nextWeek.from)} – ${fullDate(nextWeek.to)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: dayLabel(nextWeek.from) })).toBeVisible();
  const monday = nextWeek.lessons.find((l) => l.date === nextWeek.from && l.class.id === classId)!;
  await expect(
    page.getByRole('region', { name: dayLabel(nextWeek.from) }).getByRole('article', { name: `${monday.start_time} ${monday.class.name}` }),
  ).toBeVisible();
});

test('a parent turns the app to English in the settings, turns absences off, and finds their choices kept', async ({ page, request }) => {
  const { phone } = await family(request, 5);
  const [vi, en] = [parentTexts.vi.settings, parentTexts.en.settings];
  await signInAsParent(page, phone);
  await page.getByRole('link', { name: vi.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: vi.title })).toBeVisible();

  // The language changes the page at once, and is kept on the server.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(en.languageSaved);

  const absences = page.getByRole('switch', { name: new RegExp(en.events.PLAYER_ABSENT.label) });
  await expect(absences).toBeChecked();
  await absences.uncheck();
  await page.getByRole('radio', { name: en.channels.SMS }).check();
  await page.getByRole('button', { name: en.save }).click();
  await expect(page.getByRole('status')).toHaveText(en.saved);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible(LOADING);
  await expect(page.getByRole('switch', { name: new RegExp(en.events.PLAYER_ABSENT.label) })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: new RegExp(en.events.EVENT_PUBLISHED.label) })).toBeChecked();
  await expect(page.getByRole('radio', { name: en.channels.SMS })).toBeChecked();
  const token = (await page.context().cookies()).find((c) => c.name === ACCESS_COOKIE)!.value;
  const kept = (await (await request.get('/v1/api/parent/preferences', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  expect(kept).toMatchObject({ language: 'en', channel: 'SMS', events: expect.arrayContaining([{ event: 'PLAYER_ABSENT', muted: true }]) });
});

test('a parent reads their child’s branch’s event and the academy’s news, opens an article, and sees their child’s points', async ({
  page,
  request,
}) => {
  const { phone, child } = await family(request, 6);
  const t = parentTexts.vi;
  // Signed in first: the event published below is texted to the branch's parents, this one too.
  await signInAsParent(page, phone);
  const headers = await apiHeaders(request);
  const stamp = Date.now() % 1_000_000;
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const eventTitle = `Ngày hội gia đình ${stamp}`;
  const event = await request.post('/v1/api/admin/events', {
    headers,
    data: {
      title: eventTitle,
      event_type: 4,
      location: `Sân cỏ nhân tạo ${stamp}`,
      branch_id: child.branch_id,
      start_date: inAWeek,
      end_date: inAWeek,
      auditing_status: 1,
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  // The academy's posts come from its E-connect partners; the office edits one and publishes it.
  const [post] = (await (await request.get('/v1/api/admin/merchant-feeds?size=1&sort=id:asc', { headers })).json()).data.content;
  const articleTitle = `Ưu đãi giày đinh ${stamp}`;
  const edited = await request.patch(`/v1/api/admin/merchant-feeds/${post.id}`, {
    headers,
    data: { title: articleTitle, content: `Giảm 20% cho học viên.\nÁp dụng đến ${stamp}.`, auditing_status: 1 },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  const granted = await request.post('/v1/api/admin/points', { headers, data: { player_id: child.id, points: 45, note: 'Chăm chỉ' } });
  expect(granted.ok(), await granted.text()).toBe(true);
  const balance = (await (await request.get(`/v1/api/users/${child.id}/points`, { headers })).json()).data.points as number;

  await page.getByRole('link', { name: t.nav.news }).click();
  await expect(page.getByRole('heading', { name: t.news.events })).toBeVisible();
  await expect(page.getByRole('article', { name: eventTitle })).toContainText(`Sân cỏ nhân tạo ${stamp}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: t.news.articles }).getByRole('link', { name: articleTitle }).click();
  await expect(page).toHaveURL(new RegExp(`/parent/news/${post.id}$`));
  const article = page.getByRole('article', { name: articleTitle });
  await expect(article.getByRole('heading', { name: articleTitle })).toBeVisible();
  await expect(article).toContainText(`Áp dụng đến ${stamp}.`);

  await page.getByRole('link', { name: t.nav.home }).click();
  await page.getByRole('article', { name: child.name }).getByRole('link', { name: t.home.shop }).click();
  await expect(page.getByRole('heading', { name: t.shop.title })).toBeVisible();
  const points = page.getByRole('article', { name: child.name });
  await expect(points).toContainText(t.shop.balance.replace('{{points}}', formatNumber(balance)));
  await expect(points.getByRole('list', { name: t.shop.changes }).getByRole('listitem').first()).toContainText('Chăm chỉ');
  expect(await seriousViolations(page)).toEqual([]);
});

/**
 * The generated screens at work in every sidebar section, as a user checks them:
 * one record per section is created through its form, found with the search
 * box, opened, edited and deleted (through the row's "⋯" menu or the detail
 * page's buttons), some sections in Vietnamese and some in English. Then a
 * filtered list is exported and the Excel file is read back: the rows and
 * names the list shows, under the schema's labels; a CSV once as well.
 *
 * Every text matched comes from domain/i18n/{vi,en}.json or the schemas' labels.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from '@playwright/test';
import enums from '../../schemas/enums.json' with { type: 'json' };
import { defaultSettings } from '../../schemas/settings';
import { memberLevel } from '../../domain/loyalty';
import { atRest, choose, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';

type Labels = Record<Lang, string>;
type Property = { 'x-label': Labels; writeOnly?: boolean };
type Schema = { 'x-label': Labels; 'x-label-one': Labels; properties: Record<string, Property> };
type Tree = { [key: string]: string | Tree };
type Enum = { 'x-enum-labels': Record<string, Labels> };

// ---------------------------------------------------------------- texts

function schema(name: string): Schema {
  return JSON.parse(readFileSync(new URL(`../../schemas/${name}.json`, import.meta.url), 'utf8')) as Schema;
}

/** A field's form/column label: the schema's `x-label`. */
const field = (name: string, f: string, lang: Lang) => schema(name).properties[f]['x-label'][lang];

/** A written i18n key wins over the schema's label, as in the app (`<r>.<r>`, `<r>.one`). */
function i18nOr(name: string, key: string, fallback: string, lang: Lang): string {
  const own = (texts[lang] as unknown as Tree)[name];
  return typeof own === 'object' && typeof own[key] === 'string' ? own[key] : fallback;
}
/** The resource's plural label: the menu item and the list header. */
const many = (name: string, lang: Lang) => i18nOr(name, name, schema(name)['x-label'][lang], lang);
/** The resource's singular label, used in "created/updated/deleted" and "Create …". */
const one = (name: string, lang: Lang) => i18nOr(name, 'one', schema(name)['x-label-one'][lang], lang);
const section = (name: string, lang: Lang) => ((texts[lang] as unknown as Tree)[name] as Tree)[name] as string;
const option = (def: keyof typeof enums.$defs, value: string | number, lang: Lang) =>
  (enums.$defs[def] as Enum)['x-enum-labels'][String(value)][lang];
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), template);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters only (some fields take `format: alpha`), different on every run, so leftovers of a failed run never match. */
function runMark(): string {
  return Date.now()
    .toString(26)
    .split('')
    .map((c) => 'abcdefghijklmnopqrstuvwxyz'['0123456789abcdefghijklmnop'.indexOf(c)])
    .join('');
}

// ---------------------------------------------------------------- screens

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Sidebar: the section (unfolded if it is folded), then the resource's item in it. */
async function openFromMenu(page: Page, lang: Lang, sectionName: string, resource: string, route: string) {
  const sider = page.locator('.ant-layout-sider');
  // `has` is matched inside each submenu, so the title locator starts from the page, not the sider.
  const titleInside = page.locator('.ant-menu-submenu-title').filter({ hasText: new RegExp(`^${escapeRe(section(sectionName, lang))}$`) });
  const title = sider.locator('.ant-menu-submenu-title').filter({ hasText: new RegExp(`^${escapeRe(section(sectionName, lang))}$`) });
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  const submenu = sider.locator('li.ant-menu-submenu').filter({ has: titleInside });
  await submenu.getByRole('link', { name: many(resource, lang), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === route);
  await expect(listTotalText(page, lang, resource)).toBeVisible();
}

/** The "Total …: n" line above a list. */
function totalPattern(lang: Lang, resource: string) {
  const [before, after] = fill(texts[lang].crud.total, { resource: many(resource, lang) }).split('{{count}}');
  return new RegExp(`${escapeRe(before)}(\\d+)${escapeRe(after)}`);
}
const listTotalText = (page: Page, lang: Lang, resource: string) =>
  page.locator('.ant-table-title').getByText(totalPattern(lang, resource));

async function listTotal(page: Page, lang: Lang, resource: string): Promise<number> {
  const text = await listTotalText(page, lang, resource).innerText();
  return Number(totalPattern(lang, resource).exec(text)![1]);
}

/** Types into the list's search box and waits until the table shows the row (or, with `gone`, no data). */
async function search(page: Page, lang: Lang, term: string, { gone = false } = {}) {
  const box = page.getByPlaceholder(texts[lang].crud.search);
  // Back on a list already searched for it, the address brings the search back: nothing to type.
  if ((await box.inputValue()) !== term) {
    // The row is clicked only once the debounced search has been answered, not in the list it replaces.
    const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === term);
    await box.fill(term);
    await answered;
  }
  if (gone) await expect(page.locator('.ant-table-tbody')).toContainText(texts[lang].crud.noData);
  else await expect(rows(page).filter({ hasText: term })).toHaveCount(1);
}

async function startCreate(page: Page, lang: Lang, resource: string): Promise<Locator> {
  await page.getByRole('button', { name: fill(texts[lang].crud.create, { resource: one(resource, lang) }) }).click();
  const form = page.locator(`form#${resource}-create-form`);
  await expect(form).toBeVisible();
  return form;
}

/** Saves the open form and waits for the success message and the detail page it leads to. */
async function save(page: Page, lang: Lang, resource: string, action: 'created' | 'updated') {
  await page.getByRole('button', { name: texts[lang].buttons.save }).click();
  await expect(
    page.locator('.ant-notification').getByText(fill(texts[lang].crud[action], { resource: one(resource, lang) })),
  ).toBeVisible();
  await expect(page.locator('.ant-descriptions')).toBeVisible();
}

/** The "⋯" menu of the row showing `text`, with one of its items clicked. */
async function rowMenu(page: Page, lang: Lang, text: string, item: 'show' | 'edit' | 'delete') {
  const t = texts[lang];
  const button = rows(page).filter({ hasText: text }).getByRole('button', { name: t.table.actions });
  await expect(button).toHaveAttribute('data-testid', 'row-actions');
  await button.click();
  await clickMenuItem(page, page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: t.buttons[item] }));
}

/** Delete from the row menu, through the confirmation; the row leaves the searched list. */
async function deleteFromRowMenu(page: Page, lang: Lang, resource: string, name: string) {
  const t = texts[lang];
  await rowMenu(page, lang, name, 'delete');
  const dialog = page.getByRole('dialog').filter({ hasText: t.crud.deleteConfirm });
  await atRest(page);
  await dialog.getByRole('button', { name: t.buttons.delete }).click();
  await expect(page.locator('.ant-notification').getByText(fill(t.crud.deleted, { resource: one(resource, lang) }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-table-tbody')).toContainText(t.crud.noData);
}

/** Delete from the detail page's button, through the same dialog. */
async function deleteFromDetail(page: Page, lang: Lang, resource: string) {
  const t = texts[lang];
  await page.getByRole('button', { name: t.buttons.delete }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: t.crud.deleteConfirm });
  await atRest(page);
  // Enabled once the record's dependents are counted (none here).
  await confirm.getByRole('button', { name: t.buttons.delete }).click();
  await expect(page.locator('.ant-notification').getByText(fill(t.crud.deleted, { resource: one(resource, lang) }))).toBeVisible();
}

/** Picks the first option a relation select offers and answers its text. */
async function chooseFirst(page: Page, trigger: Locator): Promise<string> {
  await trigger.click();
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const text = (await first.innerText()).trim();
  await first.click();
  return text;
}

const detail = (page: Page) => page.locator('.ant-descriptions');

// ---------------------------------------------------------------- export

async function exportList(page: Page, lang: Lang, format: 'xlsx' | 'csv'): Promise<Download> {
  const t = texts[lang];
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: t.crud.export.button }).hover();
  await clickMenuItem(page, page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: t.crud.export[format] }));
  return downloaded;
}

/** What a sheet's first row must hold: the label of every field the API answers (not passwords, not pictures), in schema order. */
function sheetHeaders(resource: string, lang: Lang): string[] {
  return Object.entries(schema(resource).properties)
    .filter(([f, p]) => !p.writeOnly && f !== 'avatar' && f !== 'images')
    .map(([, p]) => p['x-label'][lang]);
}

/** The texts in the list's column headed `label`, first page. */
async function columnTexts(page: Page, label: string): Promise<string[]> {
  const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(label);
  expect(index, `the list has a "${label}" column`).toBeGreaterThanOrEqual(0);
  return (
    await rows(page)
      .locator(`td:nth-child(${index + 1})`)
      .allInnerTexts()
  ).map((s) => s.trim());
}

// ---------------------------------------------------------------- tests

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(() => {
  // Whole working sessions: more steps than the default budget allows on a busy machine.
  test.setTimeout(150_000);
});

test('academy (vi): a branch is created, found, opened, edited from its page and deleted from the row menu', async ({ page }) => {
  const lang: Lang = 'vi';
  const r = 'branches';
  const name = `Cơ sở Thử ${runMark()}`;
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'academy', r, '/branches');

  const form = await startCreate(page, lang, r);
  await form.getByLabel(field(r, 'name', lang)).fill(name);
  await form.getByLabel(field(r, 'address', lang)).fill('12 Trần Duy Hưng');
  await form.getByLabel(field(r, 'primary_contact', lang)).fill('0912345678');
  await save(page, lang, r, 'created');
  await expect(detail(page)).toContainText(name);

  await openFromMenu(page, lang, 'academy', r, '/branches');
  await search(page, lang, name);
  await rows(page).getByRole('link', { name }).click();
  await expect(detail(page)).toContainText('12 Trần Duy Hưng');

  await page.getByRole('button', { name: texts[lang].buttons.edit }).click();
  await expect(page.locator(`form#${r}-edit-form`).getByLabel(field(r, 'name', lang))).toHaveValue(name);
  await page
    .locator(`form#${r}-edit-form`)
    .getByLabel(field(r, 'address', lang))
    .fill('99 Láng Hạ');
  await save(page, lang, r, 'updated');
  await expect(detail(page)).toContainText('99 Láng Hạ');

  await openFromMenu(page, lang, 'academy', r, '/branches');
  await search(page, lang, name);
  await expect(rows(page).filter({ hasText: name })).toContainText('99 Láng Hạ');
  await deleteFromRowMenu(page, lang, r, name);
});

test('transaction (en): a money category is created, opened and edited from the row menu, and deleted from its page', async ({ page }) => {
  const lang: Lang = 'en';
  const r = 'transaction_categories';
  const name = `Test fees ${runMark()}`;
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'transaction', r, '/transaction-categories');

  const form = await startCreate(page, lang, r);
  await form.getByLabel(field(r, 'name', lang)).fill(name);
  await choose(page, form.getByLabel(field(r, 'category_type', lang)), option('category_type', 3, lang));
  await save(page, lang, r, 'created');
  await expect(detail(page)).toContainText(option('category_type', 3, lang));

  await openFromMenu(page, lang, 'transaction', r, '/transaction-categories');
  await search(page, lang, name);
  await rowMenu(page, lang, name, 'show');
  await expect(page).toHaveURL(/\/transaction-categories\/(show\/)?\d+$/);
  await expect(detail(page)).toContainText(name);

  await page.goBack();
  await search(page, lang, name);
  await rowMenu(page, lang, name, 'edit');
  const edit = page.locator(`form#${r}-edit-form`);
  await expect(edit.getByLabel(field(r, 'name', lang))).toHaveValue(name);
  await choose(page, edit.getByLabel(field(r, 'category_type', lang)), option('category_type', 1, lang));
  await save(page, lang, r, 'updated');
  await expect(detail(page)).toContainText(option('category_type', 1, lang));
  await expect(detail(page)).not.toContainText(option('category_type', 3, lang));

  await deleteFromDetail(page, lang, r);
  await expect(page).toHaveURL((url) => url.pathname === '/transaction-categories');
  await search(page, lang, name, { gone: true });
});

test('service (vi): a bus stop is created with its branch and pickup time, edited and deleted from the row menu', async ({ page }) => {
  const lang: Lang = 'vi';
  const r = 'bus_stops';
  const name = `Điểm đón Thử ${runMark()}`;
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'service', r, '/transports');

  const form = await startCreate(page, lang, r);
  await form.getByLabel(field(r, 'name', lang)).fill(name);
  const branch = await chooseFirst(page, form.getByLabel(field(r, 'branch_id', lang)));
  await form.getByLabel(field(r, 'pickup_time', lang)).fill('06:45');
  await form.getByLabel(field(r, 'pickup_time', lang)).press('Tab');
  await save(page, lang, r, 'created');
  await expect(detail(page)).toContainText(name);
  await expect(detail(page)).toContainText(branch);
  await expect(detail(page)).toContainText('06:45');

  await openFromMenu(page, lang, 'service', r, '/transports');
  await search(page, lang, name);
  await expect(rows(page).filter({ hasText: name })).toContainText('06:45');
  await rows(page).getByRole('link', { name }).click();
  await expect(detail(page)).toContainText(branch);

  await page.goBack();
  await search(page, lang, name);
  await rowMenu(page, lang, name, 'edit');
  const edit = page.locator(`form#${r}-edit-form`);
  await expect(edit.getByLabel(field(r, 'name', lang))).toHaveValue(name);
  await edit.getByLabel(field(r, 'address', lang)).fill('Cổng chợ Bưởi');
  await save(page, lang, r, 'updated');
  await expect(detail(page)).toContainText('Cổng chợ Bưởi');

  await openFromMenu(page, lang, 'service', r, '/transports');
  await search(page, lang, name);
  await deleteFromRowMenu(page, lang, r, name);
});

test('shop (en): a product category is created, found, edited from its page and deleted from the row menu', async ({ page }) => {
  const lang: Lang = 'en';
  const r = 'categories';
  const name = `Test shirts ${runMark()}`;
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'shop', r, '/categories');

  const form = await startCreate(page, lang, r);
  await form.getByLabel(field(r, 'name', lang)).fill(name);
  await form.getByLabel(field(r, 'description', lang)).fill('Training shirts');
  await save(page, lang, r, 'created');
  await expect(detail(page)).toContainText(name);

  await openFromMenu(page, lang, 'shop', r, '/categories');
  await search(page, lang, name);
  await rows(page).getByRole('link', { name }).click();
  await expect(detail(page)).toContainText('Training shirts');

  await page.getByRole('button', { name: texts[lang].buttons.edit }).click();
  const edit = page.locator(`form#${r}-edit-form`);
  await expect(edit.getByLabel(field(r, 'description', lang))).toHaveValue('Training shirts');
  await edit.getByLabel(field(r, 'description', lang)).fill('Match shirts');
  await save(page, lang, r, 'updated');
  await expect(detail(page)).toContainText('Match shirts');

  await openFromMenu(page, lang, 'shop', r, '/categories');
  await search(page, lang, name);
  await expect(rows(page).filter({ hasText: name })).toContainText('Match shirts');
  await deleteFromRowMenu(page, lang, r, name);
});

test("shop (vi): a new order starts on today's date", async ({ page }) => {
  const lang: Lang = 'vi';
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'shop', 'orders', '/orders');
  const form = await startCreate(page, lang, 'orders');
  // The academy's today, in its own time zone: near midnight there, the machine's date is another day.
  const { academy } = (await (await page.request.get('/v1/api/public/settings')).json()).data;
  const shown = new Intl.DateTimeFormat('en-GB', { timeZone: academy.time_zone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );
  await expect(form.getByLabel(field('orders', 'order_date', lang))).toHaveValue(shown);
});

test('crm (vi): a customer is created, found, given points that raise their member level, and deleted from its page', async ({ page }) => {
  const lang: Lang = 'vi';
  const r = 'customers';
  const name = `Phụ huynh Thử ${runMark()}`;
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'crm', r, '/customers');

  const form = await startCreate(page, lang, r);
  await form.getByLabel(field(r, 'name', lang)).fill(name);
  await form.getByLabel(field(r, 'mobile', lang)).fill('0987654321');
  await save(page, lang, r, 'created');
  await expect(detail(page)).toContainText(name);
  await expect(detail(page)).toContainText(option('member_level', 0, lang));

  await openFromMenu(page, lang, 'crm', r, '/customers');
  await search(page, lang, name);
  await rows(page).getByRole('link', { name }).click();
  await expect(detail(page)).toContainText(name);

  await page.getByRole('button', { name: texts[lang].buttons.edit }).click();
  const edit = page.locator(`form#${r}-edit-form`);
  await expect(edit.getByLabel(field(r, 'name', lang))).toHaveValue(name);
  // The level is the server's to set: it follows the points under the earn-points thresholds.
  await edit.getByLabel(field(r, 'points', lang)).fill('1500');
  await save(page, lang, r, 'updated');
  const level = memberLevel(1500, defaultSettings.point_settings.level);
  expect(level).toBeGreaterThan(0);
  await expect(detail(page)).toContainText(option('member_level', level, lang));

  await deleteFromDetail(page, lang, r);
  await expect(page).toHaveURL((url) => url.pathname === '/customers');
  await search(page, lang, name, { gone: true });
});

test('settings (en): the admin creates an account, opens it from the row menu, edits it and deletes it', async ({ page }) => {
  const lang: Lang = 'en';
  const r = 'users';
  const mark = runMark();
  const name = `Test Teacher ${mark}`;
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'settings', r, '/users');

  const form = await startCreate(page, lang, r);
  await form.getByLabel(field(r, 'name', lang)).fill(name);
  await form.getByLabel(field(r, 'user_name', lang)).fill(`e2e_${mark}`);
  await form.getByLabel(field(r, 'password', lang)).fill('Teacher@123');
  await choose(page, form.getByLabel(field(r, 'user_type', lang)), option('staff_role', 'teacher', lang));
  await save(page, lang, r, 'created');
  await expect(detail(page)).toContainText(`e2e_${mark}`);

  await openFromMenu(page, lang, 'settings', r, '/users');
  await search(page, lang, name);
  await rowMenu(page, lang, name, 'show');
  await expect(detail(page)).toContainText(option('staff_role', 'teacher', lang));

  await page.getByRole('button', { name: texts[lang].buttons.edit }).click();
  const edit = page.locator(`form#${r}-edit-form`);
  await expect(edit.getByLabel(field(r, 'name', lang))).toHaveValue(name);
  await edit.getByLabel(field(r, 'mobile', lang)).fill('0901234567');
  await save(page, lang, r, 'updated');
  await expect(detail(page)).toContainText('0901234567');

  await openFromMenu(page, lang, 'settings', r, '/users');
  await search(page, lang, name);
  await deleteFromRowMenu(page, lang, r, name);
});

test('export (vi): the inactive players, exported to Excel, are the rows and names the list shows, under the schema labels', async ({
  page,
}) => {
  const lang: Lang = 'vi';
  const r = 'players';
  const inactive = option('active_flag', 0, lang);
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'academy', r, '/players');

  const filtered = page.waitForResponse(
    (res) => res.url().includes('/admin/players') && /auditingStatuses=0/.test(decodeURIComponent(res.url())),
  );
  await choose(page, page.locator('.ant-card .ant-select').filter({ hasText: field(r, 'auditing_status', lang) }), inactive);
  await filtered;
  await page.keyboard.press('Escape');
  // Drawn from the filtered answer: no active row left ("Hoạt động"; the inactive label holds it in lower case).
  await expect(rows(page).filter({ hasText: new RegExp(option('active_flag', 1, lang)) })).toHaveCount(0);
  await expect(rows(page).first()).toContainText(inactive);
  const total = await listTotal(page, lang, r);
  expect(total, 'the seed has inactive players to export').toBeGreaterThan(0);
  const shownNames = await columnTexts(page, field(r, 'name', lang));
  for (const status of await columnTexts(page, field(r, 'auditing_status', lang))) expect(status).toBe(inactive);

  const download = await exportList(page, lang, 'xlsx');
  expect(download.suggestedFilename()).toMatch(/^players-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = await new ExcelJS.Workbook().xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual(sheetHeaders(r, lang));
  expect(sheet.actualRowCount - 1, 'one row per player the list counts').toBe(total);

  const nameAt = header.indexOf(field(r, 'name', lang)) + 1;
  const statusAt = header.indexOf(field(r, 'auditing_status', lang)) + 1;
  const sheetRows = Array.from({ length: total }, (_, i) => sheet.getRow(i + 2));
  expect(sheetRows.slice(0, shownNames.length).map((row) => String(row.getCell(nameAt).value))).toEqual(shownNames);
  for (const row of sheetRows) expect(String(row.getCell(statusAt).value)).toBe(inactive);
});

test('export (en): the searched customers, exported to CSV, start with the byte-order mark and the schema labels', async ({ page }) => {
  const lang: Lang = 'en';
  const r = 'customers';
  await signIn(page, lang);
  await page.goto('/');
  await openFromMenu(page, lang, 'crm', r, '/customers');
  const all = await listTotal(page, lang, r);

  // The first word of the first customer's name narrows the list without emptying it.
  const [firstName] = await columnTexts(page, field(r, 'name', lang));
  const term = firstName.split(' ')[0];
  // The row is clicked only once the debounced search has been answered, not in the list it replaces.
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === term);
  await page.getByPlaceholder(texts[lang].crud.search).fill(term);
  await answered;
  await expect.poll(() => listTotal(page, lang, r)).toBeLessThan(all);
  const total = await listTotal(page, lang, r);
  expect(total).toBeGreaterThan(0);
  const shownNames = await columnTexts(page, field(r, 'name', lang));

  const download = await exportList(page, lang, 'csv');
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.charCodeAt(0), 'a byte-order mark, so Excel reads UTF-8').toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    sheetHeaders(r, lang)
      .map((h) => (/[",]/.test(h) ? `"${h.replace(/"/g, '""')}"` : h))
      .join(','),
  );
  expect(lines.length - 1, 'one line per customer the list counts').toBe(total);
  for (const name of shownNames) expect(csv).toContain(name);
});

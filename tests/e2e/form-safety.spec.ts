/**
 * One click, one record; nothing typed is lost: on the class form, Enter in a
 * schedule row's time keeps the typed time and saves nothing, a double click on
 * Save makes one class, and leaving a form with unsaved changes asks first
 * (not after saving, not on an untouched form). What people type is taken as they
 * type it: a phone with spaces is kept as digits, an impossible date says so.
 */
import type { Page } from '@playwright/test';
import classes from '../../schemas/classes.json' with { type: 'json' };
import players from '../../schemas/players.json' with { type: 'json' };
import enums from '../../schemas/enums.json' with { type: 'json' };
import { atRest, choose, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';

const lang: Lang = 'en';
const t = texts[lang];
const CLASS = classes['x-label-one'][lang];
const CLASSES = classes['x-label'][lang];
const NAME = new RegExp(`^${classes.properties.name['x-label'][lang]}`);
const BRANCH = new RegExp(`^${classes.properties.branch_id['x-label'][lang]}`);
const START = enums.$defs.time_slot.properties.start_time['x-label'][lang];
const SAVE = { name: t.buttons.save };
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every POST that would create a class, as the page sends them. */
function countCreates(page: Page): () => number {
  let creates = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/api/admin/classes') creates += 1;
  });
  return () => creates;
}

/** The class create form, opened, with a name and the first branch chosen. */
async function startClass(page: Page, name: string) {
  await page.goto('/classes/create');
  const form = page.locator('form#classes-create-form');
  await expect(form).toBeVisible();
  await form.getByLabel(NAME).fill(name);
  await choose(page, form.getByLabel(BRANCH), /./);
  return form;
}

const leaveDialog = (page: Page) => page.locator('.ant-modal-confirm').filter({ hasText: t.warnWhenUnsavedChanges });
/** A link of the sidebar to the dashboard, away from the form. */
const homeLink = (page: Page) => page.locator('.ant-layout-sider a[href="/"]').first();

test.beforeEach(async ({ page }) => {
  await signIn(page, lang);
  await page.goto('/');
});

test('Enter in a schedule time keeps the typed time and creates nothing', async ({ page }) => {
  const creates = countCreates(page);
  const form = await startClass(page, `Enter ${Date.now()}`);
  await form.getByRole('button', { name: t.timeSlots.add }).click();
  const start = form.getByPlaceholder(START);
  await start.click();
  await start.press('ControlOrMeta+a');
  await start.pressSequentially('07:45');
  await start.press('Enter');
  await expect(start).toHaveValue('07:45');
  // Enter moved on within the row; nothing was sent, the form is still open with the time in it.
  await form.getByLabel(NAME).click();
  await expect(start).toHaveValue('07:45');
  await expect(page).toHaveURL(/\/classes\/create$/);
  expect(creates()).toBe(0);
});

test('a double click on Save creates one class', async ({ page }) => {
  const creates = countCreates(page);
  const name = `Double ${Date.now()}`;
  await startClass(page, name);
  await page.getByRole('button', SAVE).dblclick();
  await expect(page.locator('.ant-notification').getByText(t.crud.created.replace('{{resource}}', CLASS))).toBeVisible();
  await expect(page).toHaveURL(/\/classes\/\d+$/);
  expect(creates()).toBe(1);

  await page.goto('/classes');
  const answered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('search') === name);
  await page.getByPlaceholder(t.crud.search).fill(name);
  await answered;
  const [before, after] = t.crud.total.replace('{{resource}}', CLASSES).split('{{count}}');
  await expect(page.locator('.ant-table-title').getByText(new RegExp(`^${escapeRe(before)}1${escapeRe(after)}$`))).toBeVisible();
});

test('leaving a form with unsaved changes asks first; Stay keeps the form, and after saving it does not ask', async ({ page }) => {
  const name = `Leave ${Date.now()}`;
  await page.goto('/classes/create');
  const form = page.locator('form#classes-create-form');
  await form.getByLabel(NAME).fill(name);
  await homeLink(page).click();
  const dialog = leaveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.leavePrompt.title);
  await atRest(page);
  await dialog.getByRole('button', { name: t.leavePrompt.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/classes\/create$/);
  await expect(form.getByLabel(NAME)).toHaveValue(name);

  await choose(page, form.getByLabel(BRANCH), /./);
  await page.getByRole('button', SAVE).click();
  await expect(page).toHaveURL(/\/classes\/\d+$/);
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('an untouched edit form, and one whose change is taken back, leave without asking', async ({ page }) => {
  await page.goto('/classes');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: t.buttons.edit }));
  const form = page.locator('form#classes-edit-form');
  const name = form.getByLabel(NAME);
  await expect(name).not.toHaveValue('');
  const saved = await name.inputValue();
  await name.fill(`${saved} x`);
  await name.fill(saved);
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('a phone typed with spaces is kept as digits, and an impossible date says so under the field instead of blanking', async ({
  page,
}) => {
  await page.goto('/players/create');
  const form = page.locator('form#players-create-form');
  const phone = form.getByLabel(new RegExp(`^${players.properties.mobile['x-label'][lang]}`));
  await phone.fill('+84 912 345 678');
  // While typing, the spaces stay where they were put; once the field is left, it reads as kept.
  await expect(phone).toHaveValue('+84 912 345 678');
  const birth = form.getByLabel(new RegExp(`^${players.properties.date_of_birth['x-label'][lang]}`));
  await birth.click();
  await expect(phone).toHaveValue('0912345678');
  await birth.pressSequentially('31/02/2026');
  await phone.click();
  await expect(birth).toHaveValue('31/02/2026');
  await expect(form.getByRole('alert').filter({ hasText: t.validation.date })).toBeVisible();
  // Saving is refused on the field, with the same words.
  await page.getByRole('button', SAVE).click();
  await expect(form.getByText(t.validation.date).first()).toBeVisible();
  await expect(page).toHaveURL(/\/players\/create$/);
  // A real day clears the message.
  await birth.click();
  await birth.press('ControlOrMeta+a');
  await birth.pressSequentially('28/02/2016');
  await birth.press('Enter');
  await phone.click();
  await expect(birth).toHaveValue('28/02/2016');
  await expect(form.getByRole('alert').filter({ hasText: t.validation.date })).toHaveCount(0);
});

/** The class create form reached from the list, as a user gets there (a move of the app, which Back undoes). */
async function createFromList(page: Page) {
  await page.goto('/classes');
  await page.getByRole('button', { name: t.buttons.create }).first().click();
  await expect(page).toHaveURL(/\/classes\/create$/);
  return page.locator('form#classes-create-form');
}

test('Back from a half-typed form asks, and so does signing out; Stay keeps the typing, Leave goes back', async ({ page }) => {
  const name = `Back ${Date.now()}`;
  const form = await createFromList(page);
  await form.getByLabel(NAME).fill(name);

  // The browser's Back (a phone's back gesture): the form stays until the user says.
  await page.evaluate(() => window.history.back());
  const dialog = leaveDialog(page);
  await expect(dialog).toBeVisible();
  await atRest(page);
  await dialog.getByRole('button', { name: t.leavePrompt.stay }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/classes\/create$/);
  await expect(form.getByLabel(NAME)).toHaveValue(name);

  // Signing out says what it drops; Cancel keeps the form.
  await page.getByRole('button', { name: t.header.account }).click();
  await clickMenuItem(page, page.getByRole('menuitem', { name: t.header.logout }));
  const signOut = page.locator('.ant-modal-confirm').filter({ hasText: t.header.logoutConfirm });
  await expect(signOut).toContainText(t.header.logoutUnsaved);
  await atRest(page);
  await signOut.getByRole('button', { name: t.buttons.cancel }).click();
  await expect(signOut).toBeHidden();
  await expect(form.getByLabel(NAME)).toHaveValue(name);

  await page.evaluate(() => window.history.back());
  await expect(dialog).toBeVisible();
  await atRest(page);
  await dialog.getByRole('button', { name: t.leavePrompt.leave }).click();
  await expect(page).toHaveURL(/\/classes(\?|$)/);
});

test("the header's branch switch asks first, and the form keeps what was typed through it", async ({ page }) => {
  const name = `Switch ${Date.now()}`;
  await page.goto('/classes/create');
  const form = page.locator('form#classes-create-form');
  await form.getByLabel(NAME).fill(name);
  const picker = page.locator('.ant-layout-header').getByRole('combobox', { name: t.header.branch });
  await choose(page, picker, /^(?!All branches).+/);
  const question = page.locator('.ant-modal-confirm').filter({ hasText: t.branchSwitch.title });
  await expect(question).toContainText(t.branchSwitch.keepsDraft);
  await atRest(page);
  await question.getByRole('button', { name: t.branchSwitch.switch }).click();

  // The page reloads in the new branch, the form as it was typed, and still unsaved.
  const chosen = page
    .locator('.ant-layout-header .ant-select')
    .filter({ has: page.getByRole('combobox', { name: t.header.branch }) })
    .locator('.ant-select-selection-item');
  await expect(chosen).not.toHaveText(t.header.allBranches, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/classes\/create$/);
  await expect(form.getByLabel(NAME)).toHaveValue(name);
  await homeLink(page).click();
  await expect(leaveDialog(page)).toBeVisible();
});

test('a new page opens at its top, a saved record too, and Back returns to where the reader was', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 480 });
  const scrolled = () => page.evaluate(() => window.scrollY);
  await page.goto('/players?pageSize=25');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.nth(24)).toBeVisible({ timeout: 30_000 });
  const last = rows.last().locator('a').first();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const down = await scrolled();
  expect(down).toBeGreaterThan(200);

  // A player opened from the foot of the list opens at the top of their page.
  await last.click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
  // The detail screen's code loads on its first visit: a busy machine may take a while.
  await expect(page.getByRole('button', { name: t.buttons.edit }).first()).toBeVisible({ timeout: 30_000 });
  expect(await scrolled()).toBe(0);
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/players\?/);
  await expect(rows.nth(24)).toBeVisible({ timeout: 30_000 });
  await expect.poll(scrolled).toBeGreaterThan(down - 5);

  // Saved at the foot of a long form: the record opens at its top.
  await startClass(page, `Top ${Date.now()}`);
  const save = page.getByRole('button', SAVE);
  await save.scrollIntoViewIfNeeded();
  expect(await scrolled()).toBeGreaterThan(0);
  await save.click();
  await expect(page).toHaveURL(/\/classes\/\d+$/);
  await expect.poll(scrolled).toBe(0);
});

/**
 * What a detail page and a row menu do beyond editing: a leave request
 * approved from the list, a guest player added from a class's page, a player
 * moved to another branch, points granted to a player, a free trial enrolled as a player.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import playerClasses from '../../schemas/player_classes.json' with { type: 'json' };
import players from '../../schemas/players.json' with { type: 'json' };
import practices from '../../schemas/practices.json' with { type: 'json' };
import timeOffs from '../../schemas/time_offs.json' with { type: 'json' };
import enums from '../../schemas/enums.json' with { type: 'json' };
import { formatNumber } from '../../domain/money';
import { atRest, choose, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

type Labelled = { 'x-label': Record<Lang, string> };
const actionLabel = (schema: { 'x-actions': Array<{ name: string; label: Record<Lang, string> }> }, name: string, lang: Lang) =>
  schema['x-actions'].find((a) => a.name === name)!.label[lang];
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** A menu item by its text (its accessible name also carries the icon's). */
const menuItem = (page: Page, text: string) => page.getByRole('menuitem').filter({ hasText: new RegExp(`^${text}$`) });

test('a pending leave request is approved from its row menu (vi)', async ({ page }) => {
  const t = texts.vi;
  const status = enums.$defs.time_off_status['x-enum-labels'];
  await signIn(page, 'vi');
  await page.goto('/time-offs');
  const pending = rows(page).filter({ hasText: status['0'].vi }).first();
  const who = (await pending.locator('td').first().innerText()).trim();
  await pending.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, menuItem(page, actionLabel(timeOffs, 'approve', 'vi')));
  await expect(page.getByText(t.crud.actionDone.replace('{{action}}', actionLabel(timeOffs, 'approve', 'vi')))).toBeVisible();
  await expect(rows(page).filter({ hasText: who }).first()).toContainText(status['1'].vi);
});

/** The admin's reads through the API, in this file's academy. */
async function adminGet(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return async (url: string) => (await (await request.get(url, { headers })).json()).data;
}

/** A class, and a player of its branch who is neither in it nor a guest in it, found through the API. */
async function classAndPlayerOutside(request: APIRequestContext): Promise<{ classId: number; guest: string; className: string }> {
  const get = await adminGet(request);
  const klass = (await get('/v1/api/admin/classes?auditingStatuses=1&sort=id:asc&size=2')).content[1];
  const guests = (await get(`/v1/api/admin/playerclass?classIds=${klass.id}&size=100`)).content.map(
    (g: { player_id: number }) => g.player_id,
  );
  const candidates = (await get(`/v1/api/admin/players?branchIds=${klass.branch_id}&auditingStatuses=1&size=100`)).content;
  const guest = candidates.find((p: { id: number; class_id: number }) => p.class_id !== klass.id && !guests.includes(p.id)).name;
  return { classId: klass.id, guest, className: klass.name };
}

test("a guest player is added from the class's page, which then lists them (en)", async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = texts.en;
  const { classId, guest, className } = await classAndPlayerOutside(request);
  const guestOne = playerClasses['x-label-one'].en;
  await signIn(page, 'en');
  await page.goto(`/classes/${classId}`);
  await page.getByRole('button', { name: t.crud.create.replace('{{resource}}', guestOne) }).click();
  await expect(page).toHaveURL(/\/player-classes\/create\?/);
  const form = page.locator('form[id^="player_classes-"]');
  await expect(form.locator('.ant-select').nth(1)).toContainText(className);
  const player = form.getByLabel((playerClasses.properties.player_id as Labelled)['x-label'].en);
  await player.fill(guest);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: guest }).first().click();
  await page.getByRole('button', { name: t.buttons.save }).click();
  await expect(page.getByText(t.crud.created.replace('{{resource}}', guestOne))).toBeVisible();
  await page.getByRole('link', { name: className }).click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}$`));
  const guests = page.locator('.ant-card-small').filter({ hasText: playerClasses['x-label'].en });
  await expect(guests).toContainText(guest);
});

test('a player moves to another branch and class through the dialog (en)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = texts.en;
  const labels = players['x-actions'].find((a) => a.name === 'changeBranch')!.form!.properties as unknown as Record<string, Labelled>;
  const get = await adminGet(request);
  const [firstBranch] = (await get('/v1/api/admin/branches?sort=id:asc&size=1')).content;
  const [player] = (await get(`/v1/api/admin/players?branchIds=${firstBranch.id}&auditingStatuses=1&sort=id:asc&size=1`)).content;
  await signIn(page, 'en');
  await page.goto(`/players/${player.id}`);
  await page.getByRole('button', { name: t.table.actions }).filter({ hasText: t.table.actions }).click();
  await clickMenuItem(page, menuItem(page, actionLabel(players, 'changeBranch', 'en')));
  const dialog = page.locator('.ant-modal');
  await atRest(page);
  await dialog.getByRole('button', { name: actionLabel(players, 'changeBranch', 'en') }).click();
  await expect(dialog.getByText(t.validation.required).first()).toBeVisible();
  await choose(page, dialog.getByLabel(labels.branch_id['x-label'].en), 'Cơ sở Long Biên');
  // The classes of the new branch (each branch has the demo's four).
  const newClass = 'U8 Sáng thứ Bảy';
  await choose(page, dialog.getByLabel(labels.class_id['x-label'].en), newClass);
  await dialog.getByRole('button', { name: actionLabel(players, 'changeBranch', 'en') }).click();
  await expect(dialog).toBeHidden();
  // The player's branch and class share the detail page's "learning" section.
  const learning = page.locator('.ant-descriptions').filter({ hasText: 'Cơ sở Long Biên' });
  await expect(learning).toHaveCount(1);
  await expect(learning).toContainText(newClass);
});

test("points granted from a player's page show in their points history, with the reason and who gave them (vi)", async ({
  page,
  request,
}) => {
  const t = texts.vi;
  const labels = players['x-actions'].find((a) => a.name === 'grantPoints')!.form!.properties as unknown as Record<string, Labelled>;
  const get = await adminGet(request);
  const [player] = (await get('/v1/api/admin/players?auditingStatuses=1&sort=id:desc&size=1')).content;
  const before = (await get(`/v1/api/users/${player.id}/points`)).points as number;
  await signIn(page, 'vi');
  await page.goto(`/players/${player.id}`);
  const history = page.locator('.player-points');
  // The page, then its lazily loaded sections: some seconds on a busy machine.
  await expect(history).toContainText(t.pointsHistory.balance.replace('{{points}}', formatNumber(before)), { timeout: 30_000 });
  await page.getByRole('button', { name: t.table.actions }).filter({ hasText: t.table.actions }).click();
  await clickMenuItem(page, menuItem(page, actionLabel(players, 'grantPoints', 'vi')));
  const dialog = page.locator('.ant-modal');
  await atRest(page);
  await dialog.getByLabel(labels.points['x-label'].vi).fill('150');
  await dialog.getByLabel(labels.note['x-label'].vi).fill('Thưởng giải đấu mùa thu');
  await dialog.getByRole('button', { name: actionLabel(players, 'grantPoints', 'vi') }).click();
  await expect(dialog).toBeHidden();
  await expect(history).toContainText(t.pointsHistory.balance.replace('{{points}}', formatNumber(before + 150)));
  const latest = history.locator('.ant-list-item').first();
  await expect(latest).toContainText('+150');
  await expect(latest).toContainText(t.pointsHistory.reasons.grant);
  await expect(latest).toContainText('Thưởng giải đấu mùa thu');
});

test('a free trial is enrolled as a player from its row menu (vi)', async ({ page }) => {
  test.setTimeout(120_000);
  const t = texts.vi;
  const enrol = practices['x-copy-to'][0].label.vi;
  await signIn(page, 'vi');
  await page.goto('/practices');
  const first = rows(page).first();
  const name = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, menuItem(page, enrol));
  await expect(page).toHaveURL(/\/players\/create\?/);
  const form = page.locator('form[id^="players-"]');
  await expect(form.getByRole('textbox', { name: (players.properties.name as Labelled)['x-label'].vi })).toHaveValue(name);
  await form.getByLabel((players.properties.class_id as Labelled)['x-label'].vi).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByRole('button', { name: t.buttons.save }).click();
  await expect(page.getByText(t.crud.created.replace('{{resource}}', players['x-label-one'].vi))).toBeVisible();
  await expect(page.locator('.ant-descriptions').first()).toContainText(name);
});

test('two players selected in the list move to another branch in one go (vi)', async ({ page }) => {
  test.setTimeout(120_000);
  const t = texts.vi;
  const label = actionLabel(players, 'changeBranch', 'vi');
  const labels = players['x-actions'].find((a) => a.name === 'changeBranch')!.form!.properties as unknown as Record<string, Labelled>;
  await signIn(page, 'vi');
  await page.goto('/players');
  const chosen = rows(page).filter({ hasNotText: 'Cơ sở Long Biên' });
  const names: string[] = [];
  for (const row of [chosen.nth(0), chosen.nth(1)]) {
    names.push((await row.getByRole('link').first().innerText()).trim());
    await row.getByRole('checkbox').check();
  }
  await expect(page.getByText(t.crud.selected.replace('{{count}}', '2'))).toBeVisible();
  await page.getByRole('button', { name: label }).click();
  const dialog = page.locator('.ant-modal');
  await choose(page, dialog.getByLabel(labels.branch_id['x-label'].vi), 'Cơ sở Long Biên');
  await choose(page, dialog.getByLabel(labels.class_id['x-label'].vi), 'U8 Sáng thứ Bảy');
  await atRest(page);
  await dialog.getByRole('button', { name: label }).click();
  await expect(page.getByText(t.crud.actionDone.replace('{{action}}', label))).toBeVisible();
  await expect(page.getByText(t.crud.selected.replace('{{count}}', '2'))).toBeHidden();
  for (const name of names) await expect(rows(page).filter({ hasText: name }).first()).toContainText('Cơ sở Long Biên');
});

/**
 * Deleting a branch that still has classes and players, as the admin would: the
 * dialog reads what depends on it and says so with the counts, offers no delete
 * that would fail, leads to the branch's players (where they change branch), and,
 * from the branch's own page, deactivates it instead.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import enums from '../../schemas/enums.json' with { type: 'json' };
import { atRest, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const menuItem = (page: Page, text: string) => page.getByRole('menuitem').filter({ hasText: new RegExp(`^${text}$`) });

interface Branch {
  id: number;
  name: string;
  classes: number;
  players: number;
}

/** The first active branch, with how many classes and players it has, read through the lists of the API. */
async function busyBranch(request: APIRequestContext): Promise<Branch> {
  const headers = await apiHeaders(request);
  const get = async (url: string) => (await (await request.get(url, { headers })).json()).data;
  const branch = (await get('/v1/api/admin/branches?auditingStatuses=1&sort=id:asc&size=1')).content[0];
  const total = async (list: string) => (await get(`/v1/api/admin/${list}?branchIds=${branch.id}&size=1`)).total_elements as number;
  return { id: branch.id, name: branch.name, classes: await total('classes'), players: await total('players') };
}

/** Opens the branch's row menu on the Branches list and asks to delete it. */
async function askToDelete(page: Page, lang: Lang, branch: Branch) {
  await page.goto('/branches');
  const row = rows(page).filter({ hasText: branch.name });
  await row.getByRole('button', { name: texts[lang].table.actions }).click();
  await clickMenuItem(page, menuItem(page, texts[lang].buttons.delete));
  const dialog = page.getByRole('dialog');
  // The counts arrive once the dependents are read.
  await expect(dialog.getByRole('alert')).toBeVisible();
  await atRest(page);
  return dialog;
}

test('a branch with classes and players is not deleted: the dialog counts them and leads to its players (en)', async ({
  page,
  request,
}) => {
  const t = texts.en;
  const branch = await busyBranch(request);
  expect(branch.classes).toBeGreaterThan(0);
  expect(branch.players).toBeGreaterThan(0);
  await signIn(page, 'en');
  await page.goto('/');
  const dialog = await askToDelete(page, 'en', branch);
  await expect(dialog.getByRole('alert')).toContainText(`This branch still has ${branch.classes} classes`);
  await expect(dialog.getByRole('alert')).toContainText(`${branch.players} players`);
  await expect(dialog.getByRole('button', { name: t.buttons.delete })).toHaveCount(0);
  await dialog.getByRole('button', { name: t.buttons.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page).filter({ hasText: branch.name })).toBeVisible();

  // The players' link opens their list on this branch, where they are moved to another one.
  await askToDelete(page, 'en', branch);
  await page.getByRole('link', { name: t.dependents.openListTo.replace('{{action}}', 'change branch') }).click();
  // The list takes the branch among its own filters, kept in the address.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/players' && !url.searchParams.has('branchIds') && decodeURIComponent(url.search).includes('[field]=branchIds'),
  );
  await expect(page.getByText(t.crud.total.replace('{{resource}}', 'Players').replace('{{count}}', String(branch.players)))).toBeVisible();
});

test("from the branch's page, deactivate instead: the branch stays, inactive (vi)", async ({ page, request }) => {
  const t = texts.vi;
  const branch = await busyBranch(request);
  await signIn(page, 'vi');
  await page.goto(`/branches/${branch.id}`);
  await page.getByRole('button', { name: t.buttons.delete }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText(`Chi nhánh này còn ${branch.classes} lớp học`);
  await expect(dialog.getByRole('alert')).toContainText(`${branch.players} học viên`);
  await atRest(page);
  await dialog.getByRole('button', { name: t.dependents.deactivate }).click();
  await expect(page.getByText(t.dependents.deactivated.replace('{{what}}', 'chi nhánh'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/branches/${branch.id}$`));
  await expect(page.locator('.ant-descriptions')).toContainText(enums.$defs.active_flag['x-enum-labels']['0'].vi);
  await page.goto('/branches');
  await expect(rows(page).filter({ hasText: branch.name })).toContainText(enums.$defs.active_flag['x-enum-labels']['0'].vi);
});

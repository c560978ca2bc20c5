/**
 * Payroll in the browser: the admin computes this month's payslips from the
 * list, gives a teacher a raise, pays the payslip, and finds the salary
 * expense it booked in /expenses; timekeeping and the salary report show the same month.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import dayjs from 'dayjs';
import payslips from '../../schemas/manager_payslips.json' with { type: 'json' };
import enums from '../../schemas/enums.json' with { type: 'json' };
import expenses from '../../schemas/expenses.json' with { type: 'json' };
import { formatMoney } from '../../domain/money';
import { atRest, choose, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

type Labelled = { 'x-label': Record<Lang, string> };
const action = (name: string) => payslips['x-actions'].find((a) => a.name === name)!;
const field = (name: keyof typeof payslips.properties, lang: Lang) => (payslips.properties[name] as Labelled)['x-label'][lang];
/** The label of a field of an action's dialog. */
const formLabel = (name: string, field: string, lang: Lang) =>
  (action(name).form!.properties as unknown as Record<string, Labelled>)[field]['x-label'][lang];
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const menuItem = (page: Page, text: string) => page.getByRole('menuitem').filter({ hasText: new RegExp(`^${text}$`) });
const money = (text: string) => Number(text.replace(/\D/g, ''));

/** The name of an active teacher paid by the month, as the API lists them. */
async function monthlyTeacher(request: APIRequestContext): Promise<string> {
  const headers = await apiHeaders(request);
  const list = await (await request.get('/v1/api/admin/managers?salaryTypes=MONTHLY&auditingStatuses=1&size=1', { headers })).json();
  return list.data.content[0].name;
}

test('computes the month, adds a raise, pays a payslip and finds its expense (vi)', async ({ page, request }) => {
  test.setTimeout(150_000);
  const t = texts.vi;
  const status = enums.$defs.payslip_status['x-enum-labels'];
  const name = `Lương tháng ${dayjs().format('MM/YYYY')}`;
  await signIn(page, 'vi');
  await page.goto('/payroll');

  // Compute this month: a dialog asks for the month.
  const compute = action('compute').label.vi;
  await page.getByRole('button', { name: compute }).click();
  const dialog = page.locator('.ant-modal');
  // The dialog's button sends its form: the user presses it once the month field shows.
  const month = dialog.getByLabel(formLabel('compute', 'month', 'vi'));
  await expect(month).toBeVisible();
  await atRest(page);
  await dialog.getByRole('button', { name: compute }).click();
  await expect(dialog.getByText(t.validation.required)).toBeVisible();
  await month.click();
  await month.fill(dayjs().format('MM/YYYY'));
  // Closing the picker keeps the typed month; then the dialog's own button sends it.
  await dialog.locator('.ant-modal-title').click();
  await dialog.getByRole('button', { name: compute }).click();
  await expect(page.getByText(t.crud.actionDone.replace('{{action}}', compute))).toBeVisible();
  // A teacher paid by the month has something to pay whatever day of the month it is.
  const teacher = await monthlyTeacher(request);
  const slip = rows(page).filter({ hasText: name }).filter({ hasText: teacher }).first();
  await expect(slip).toContainText(status['1'].vi, { timeout: 30_000 });

  // A raise of 500.000 đ from the edit form; the total follows.
  await slip.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, menuItem(page, t.buttons.edit));
  await page.getByLabel(field('raise_amount', 'vi')).fill('500000');
  await page.getByLabel(field('raise_note', 'vi')).fill('Dạy thay buổi tối');
  await page.getByRole('button', { name: t.buttons.save }).click();
  await expect(page.getByText(t.crud.updated.replace('{{resource}}', payslips['x-label-one'].vi))).toBeVisible();
  await page.getByRole('complementary').getByRole('link', { name: payslips['x-label'].vi, exact: true }).click();
  const raised = rows(page).filter({ hasText: name }).filter({ hasText: teacher }).first();
  await expect(raised).toContainText(formatMoney(500_000), { timeout: 30_000 });
  const cells = raised.locator('td');
  const base = money(await cells.nth(3).innerText());
  const total = money(await cells.nth(6).innerText());
  expect(total).toBe(base + 500_000);

  // Pay it in cash: the payslip turns paid.
  const pay = action('pay').label.vi;
  await raised.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, menuItem(page, pay));
  const payDialog = page.locator('.ant-modal');
  await choose(page, payDialog.getByLabel(formLabel('pay', 'payment_type', 'vi')), enums.$defs.payment_type['x-enum-labels']['1'].vi);
  await payDialog.getByRole('button', { name: pay }).click();
  await expect(page.getByText(t.crud.actionDone.replace('{{action}}', pay))).toBeVisible();
  const paidRow = rows(page).filter({ hasText: name }).filter({ hasText: teacher }).first();
  await expect(paidRow).toContainText(status['2'].vi);
  // A paid payslip is final: its menu offers neither edit nor delete any more.
  await paidRow.getByRole('button', { name: t.table.actions }).click();
  await expect(menuItem(page, t.buttons.show)).toBeVisible();
  await expect(menuItem(page, t.buttons.edit)).toHaveCount(0);
  await expect(menuItem(page, t.buttons.delete)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The expense it booked is in this month's expenses, for the full total.
  await page.getByRole('complementary').getByRole('link', { name: expenses['x-label'].vi, exact: true }).click();
  const expense = rows(page).filter({ hasText: `${name} - ${teacher}` });
  await expect(expense).toHaveCount(1, { timeout: 30_000 });
  await expect(expense).toContainText(formatMoney(total));
});

test('timekeeping unfolds a teacher by day, and the salary report totals the months (en)', async ({ page }) => {
  test.setTimeout(90_000);
  const t = texts.en;
  await signIn(page, 'en');
  await page.goto('/time-keeping');
  // Last month: a whole month of seeded check-ins.
  const month = page.getByLabel(t.time_keeping.month);
  await month.click();
  await month.fill(dayjs().subtract(1, 'month').format('MM/YYYY'));
  await month.press('Enter');
  const first = rows(page).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const sessions = Number(await first.locator('td').nth(4).innerText());
  expect(sessions).toBeGreaterThan(0);
  await first.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByText(t.time_keeping.present).first()).toBeVisible();

  await page.getByRole('complementary').getByRole('link', { name: t.report_salary.report_salary, exact: true }).click();
  await expect(page.getByTestId('salary-summary')).toContainText(t.report_salary.summary.split(':')[0], { timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: dayjs().subtract(1, 'month').format('MM/YYYY') })).toBeVisible();
  await expect(page.getByTestId('salary-chart').locator('canvas').first()).toBeVisible();
});

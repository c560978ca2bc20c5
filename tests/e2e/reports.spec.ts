/**
 * Reports as a person uses them: the chart drawn, the figures equal to the
 * API's for the same range, another unit chosen, and the export read back:
 * the same columns and rows as the table on screen, in each language.
 */
import ExcelJS from 'exceljs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import { cellText } from '../../domain/reports/cell-text';
import { choose, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const year = new Date().getFullYear();
const thisYear = `fromDate=${year}-01-01&toDate=${year}-12-31`;

async function api(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: await apiHeaders(request) });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

const statValue = (page: Page, title: string) =>
  page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
const cellsOf = (row: ReturnType<Page['locator']>) => row.locator('td').allInnerTexts();

/** The table on screen: header titles, then every row and the totals row, as their cells read. */
const reportTable = (page: Page) =>
  page
    .locator('.ant-card')
    .filter({ has: page.getByRole('button', { name: /Export|Xuất/ }) })
    .locator('.ant-table');

async function shownTable(page: Page): Promise<string[][]> {
  const table = reportTable(page);
  const header = (await table.locator('thead th').allInnerTexts()).map((s) => s.trim());
  const rows = await Promise.all((await table.locator('tbody tr.ant-table-row').all()).map(cellsOf));
  const summary = await cellsOf(table.locator('.ant-table-summary tr').first());
  return [header, ...rows, summary].map((r) => r.map((s) => s.trim()));
}

/** The exported sheet as it reads: numbers through the format their cell carries. */
async function exportedSheet(page: Page, lang: Lang): Promise<string[][]> {
  const t = texts[lang];
  let download: Download | undefined;
  // A click on the menu while it is still opening may be lost: choose again, as a user would.
  await expect(async () => {
    const downloaded = page.waitForEvent('download', { timeout: 15_000 }).catch(() => undefined);
    await page.getByRole('button', { name: t.crud.export.button }).click();
    await clickMenuItem(page, page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: t.crud.export.xlsx }));
    download = await downloaded;
    expect(download, 'a file is downloaded').toBeDefined();
  }).toPass({ timeout: 60_000 });
  expect(download!.suggestedFilename()).toMatch(/^report_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await new ExcelJS.Workbook().xlsx.readFile(await download!.path());
  const sheet = book.worksheets[0];
  const out: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const cell = row.getCell(c);
      const kind = cell.numFmt?.includes('đ') ? 'money' : cell.numFmt?.includes('%') ? 'percent' : 'number';
      cells.push(typeof cell.value === 'number' ? cellText(cell.value, kind, lang) : String(cell.value ?? ''));
    }
    out.push(cells);
  });
  return out;
}

test('the revenue report draws its chart, totals the year as the API does, and exports what it shows (vi)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = texts.vi;
  const report = await api(request, `/v1/api/revenues/MONTH?${thisYear}`);
  expect(report.total.amount).toBeGreaterThan(0);
  await signIn(page, 'vi');
  await page.goto('/reports/revenues');

  // The first screen after the server starts may take a while to arrive on a busy machine.
  await expect(statValue(page, t.report_revenues.total)).toHaveText(formatMoney(report.total.amount), { timeout: 30_000 });
  await expect(statValue(page, t.report_revenues.count)).toHaveText(String(report.total.count));
  await expect(page.locator('.ant-card').filter({ hasText: t.reports.chart }).locator('canvas').first()).toBeVisible();

  const shown = await shownTable(page);
  expect(shown[0]).toEqual([t.reports.period, ...report.series.map((s: { name: string }) => s.name), t.reports.total]);
  expect(shown).toHaveLength(1 + 12 + 1);
  expect(shown.at(-1)).toEqual([
    t.reports.total,
    ...report.series.map((s: { amount: number }) => formatMoney(s.amount)),
    formatMoney(report.total.amount),
  ]);
  expect(await exportedSheet(page, 'vi')).toEqual(shown);
});

test('the attendance report by quarter matches the API and exports its rows (en)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = texts.en;
  const report = await api(request, `/v1/api/attendances/QUARTER?${thisYear}`);
  await signIn(page, 'en');
  await page.goto('/reports/attendances');
  await choose(page, page.getByRole('combobox', { name: t.reports.unit }), t.reports.units.QUARTER);
  await expect(page.getByLabel(t.reports.range).first()).toHaveValue(`Q1/${year}`);

  await expect(statValue(page, t.report_attendances.present)).toContainText(cellText(report.total.present, 'number', 'en'));
  await expect(statValue(page, t.report_attendances.absent)).toContainText(cellText(report.total.absent, 'number', 'en'));
  await expect(statValue(page, t.report_attendances.players)).toHaveText(cellText(report.total.players, 'number', 'en'));
  await expect(page.locator('.ant-card').filter({ hasText: t.reports.chart }).locator('canvas').first()).toBeVisible();

  // The table follows the new unit after the totals: wait until its rows read as quarters, as a reader would.
  await expect(reportTable(page).locator('tbody tr.ant-table-row td').first()).toHaveText(/^Q[1-4]\/\d{4}$/);
  const shown = await shownTable(page);
  expect(shown[0]).toEqual([
    t.reports.period,
    t.report_attendances.class,
    t.report_attendances.present,
    t.report_attendances.absent,
    t.report_attendances.rate,
  ]);
  expect(shown.slice(1, -1).every((row) => /^Q[1-4]\/\d{4}$/.test(row[0]))).toBe(true);
  expect(shown).toHaveLength(1 + report.rows.length + 1);
  expect(await exportedSheet(page, 'en')).toEqual(shown);
});

test('a manager has no profit-and-loss report: no menu item, and its address says the role does not open it (en)', async ({ page }) => {
  const t = texts.en;
  await signIn(page, 'en', 'manager', 'Manager@123');
  await page.goto('/');
  const items = page.locator('.ant-layout-sider .ant-menu-item');
  await expect(items.first()).toBeVisible();
  const labels = (await items.allInnerTexts()).map((s) => s.trim());
  expect(labels).toContain(t.report_revenues.report_revenues);
  expect(labels).not.toContain(t.report_profit_and_loss.report_profit_and_loss);
  await page.goto('/reports/profit-and-loss');
  await expect(page.getByText(t.noAccess.title)).toBeVisible();
  await expect(page.getByText(t.noAccess.FORBIDDEN_ROLE)).toBeVisible();
});

/**
 * Records arrive from a spreadsheet: the dialog's template gives the columns, a chosen file
 * is checked and its records previewed before they are created, and a bad file is refused
 * whole with each bad cell named by its row and column.
 */
import ExcelJS from 'exceljs';
import players from '../../schemas/players.json' with { type: 'json' };
import practices from '../../schemas/practices.json' with { type: 'json' };
import { expect, signIn, test, texts, type Lang } from './fixtures';
import { uniqueWord } from '../helpers/unique-word';

type Schema = { properties: Record<string, unknown> };
const label = (schema: Schema, field: string, lang: Lang) =>
  (schema.properties[field] as { 'x-label': Record<Lang, string> })['x-label'][lang];
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), template);

/** A CSV as Excel saves it: a BOM, the columns' labels in `lang`, cells split by `delimiter`. */
function sheet(schema: Schema, fields: string[], lang: Lang, rows: string[][], delimiter = ','): Buffer {
  return Buffer.from(`\uFEFF${[fields.map((f) => label(schema, f, lang)), ...rows].map((r) => r.join(delimiter)).join('\r\n')}\r\n`);
}

const PRACTICE_FIELDS = ['name', 'date_of_birth', 'branch_id', 'schedules', 'parent_name', 'mobile', 'address'];
const PLAYER_FIELDS = ['name', 'date_of_birth', 'branch_id', 'class_id', 'parent_name', 'mobile'];

test('a bad file is refused with its cells named, a good one previewed and imported (en)', async ({ page, allowConsoleError }) => {
  allowConsoleError(/422 \(Unprocessable Entity\).*practices\/upload/);
  const lang: Lang = 'en';
  const t = texts[lang];
  const who = uniqueWord();
  await signIn(page, lang);
  await page.goto('/practices');

  await page.getByRole('button', { name: t.import.button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'bad.csv',
    mimeType: 'text/csv',
    buffer: sheet(practices, PRACTICE_FIELDS, lang, [
      [`Ngoc ${who}`, '01/02/2016', 'Cơ sở Cầu Giấy', 'Mon | 17:00 - 18:30', 'Le Thi Chin', '09x', '5 Kim Ma'],
    ]),
  });
  await expect(dialog.getByText(`Row 2, column “${label(practices, 'mobile', lang)}”: `, { exact: false })).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'good.csv',
    mimeType: 'text/csv',
    buffer: sheet(practices, PRACTICE_FIELDS, lang, [
      [`Khoi ${who}`, '01/02/2015', 'Cơ sở Cầu Giấy', 'Mon | 17:00 - 18:30', 'Le Van Tam', '0987000111', '5 Kim Ma'],
      [`Anh ${who}`, '15/06/2016', 'Cơ sở Cầu Giấy', 'Wed | 17:00 - 18:30', 'Pham Thu Hang', '0912345670', '12 Tran Duy Hung'],
    ]),
  });
  await expect(dialog.getByText(fill(t.import.preview_other, { count: 2, file: 'good.csv' }))).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `Khoi ${who}` })).toBeVisible();
  await dialog.getByRole('button', { name: fill(t.import.confirm_other, { count: 2 }) }).click();
  await expect(page.getByText(fill(t.import.done, { count: 2 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder(t.crud.search).fill(who);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
  // Opened again, the dialog asks for a new file: the one imported cannot be sent twice.
  await page.getByRole('button', { name: t.import.button }).click();
  await expect(dialog.getByText(t.import.choose)).toBeVisible();
  await expect(dialog.getByRole('button', { name: fill(t.import.confirm_other, { count: 2 }) })).toHaveCount(0);
});

test("players: the template has the import's columns, and a ';' file is previewed then imported (vi)", async ({ page }) => {
  const lang: Lang = 'vi';
  const t = texts[lang];
  const who = uniqueWord();
  await signIn(page, lang);
  await page.goto('/players');
  await page.getByRole('button', { name: t.import.button }).click();
  const dialog = page.getByRole('dialog');

  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: t.import.template }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`players-${t.import.templateFile}.xlsx`);
  const workbook = await new ExcelJS.Workbook().xlsx.readFile(await download.path());
  const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(PLAYER_FIELDS.map((f) => label(players, f, lang))));

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'hoc-vien.csv',
    mimeType: 'text/csv',
    buffer: sheet(
      players,
      PLAYER_FIELDS,
      lang,
      [
        [`Minh Khôi ${who}`, '01/02/2015', 'Cơ sở Thanh Xuân', 'U10 Chiều thứ Tư', 'Lê Văn Tám', '0987000111'],
        [`Bảo Ngọc ${who}`, '15/06/2016', 'Cơ sở Thanh Xuân', 'U12 Tối thứ Sáu', 'Phạm Thu Hằng', '0912345670'],
      ],
      ';',
    ),
  });
  await expect(dialog.getByText(fill(t.import.preview_other, { count: 2, file: 'hoc-vien.csv' }))).toBeVisible();
  await expect(dialog.getByRole('cell', { name: `Bảo Ngọc ${who}` })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'U12 Tối thứ Sáu' })).toBeVisible();
  await dialog.getByRole('button', { name: fill(t.import.confirm_other, { count: 2 }) }).click();
  await expect(page.getByText(fill(t.import.done, { count: 2 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder(t.crud.search).fill(who);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
});

test('players: a class named nowhere is refused by row and column, and nothing is created (vi)', async ({ page, allowConsoleError }) => {
  allowConsoleError(/422 \(Unprocessable Entity\).*players\/upload/);
  const lang: Lang = 'vi';
  const t = texts[lang];
  await signIn(page, lang);
  await page.goto('/players');
  await page.getByRole('button', { name: t.import.button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'sai.csv',
    mimeType: 'text/csv',
    buffer: sheet(
      players,
      PLAYER_FIELDS,
      lang,
      [[`An ${uniqueWord()}`, '01/02/2015', 'Cơ sở Cầu Giấy', 'U99 Không Có', 'Lê Văn Tám', '0987000111']],
      ';',
    ),
  });
  await expect(dialog.getByText(`Dòng 2, cột «${label(players, 'class_id', lang)}»: ${t.import.refNotFound}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: fill(t.import.confirm_other, { count: 1 }) })).toHaveCount(0);
});

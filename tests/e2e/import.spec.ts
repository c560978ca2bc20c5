/** Free-trial registrations arrive from a spreadsheet: imported from the list, or refused whole with the bad row named. */
import practices from '../../schemas/practices.json' with { type: 'json' };
import { expect, signIn, test, texts, type Lang } from './fixtures';

const label = (field: keyof typeof practices.properties, lang: Lang) => (practices.properties[field] as { 'x-label': Record<Lang, string> })['x-label'][lang];
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), template);

function sheet(lang: Lang, rows: string[][]): Buffer {
  const header = (['name', 'date_of_birth', 'branch_id', 'schedules', 'parent_name', 'mobile', 'address'] as const).map((f) => label(f, lang));
  return Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`);
}

test('two registrations are imported from a CSV and a bad file is refused whole (en)', async ({ page, allowConsoleError }) => {
  allowConsoleError(/422 \(Unprocessable Entity\).*practices\/upload/);
  const lang: Lang = 'en';
  const t = texts[lang];
  const mark = Date.now().toString(36).replace(/\d/g, '');
  await signIn(page, lang);
  await page.goto('/practices');

  await page.getByRole('button', { name: t.import.button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'bad.csv', mimeType: 'text/csv',
    buffer: sheet(lang, [[`Ngoc ${mark}`, '01/02/2016', 'Cơ sở Cầu Giấy', 'Mon | 17:00 - 18:30', 'Le Thi Chin', '09x', '5 Kim Ma']]),
  });
  await expect(dialog.getByText(/^Row 2: /).first()).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'good.csv', mimeType: 'text/csv',
    buffer: sheet(lang, [
      [`Khoi ${mark}`, '01/02/2015', 'Cơ sở Cầu Giấy', 'Mon | 17:00 - 18:30', 'Le Van Tam', '0987000111', '5 Kim Ma'],
      [`Anh ${mark}`, '15/06/2016', 'Cơ sở Cầu Giấy', 'Wed | 17:00 - 18:30', 'Pham Thu Hang', '0912345670', '12 Tran Duy Hung'],
    ]),
  });
  await expect(page.getByText(fill(t.import.done, { count: 2 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder(t.crud.search).fill(mark);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
});

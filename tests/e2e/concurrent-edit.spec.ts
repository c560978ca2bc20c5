/**
 * No silent overwrite: two admins, each in a browser of their own, edit the same
 * supplier. The first saves; the second's save is refused, and a dialog names the
 * field the first changed with its new value. "Keep my changes" saves the second's
 * edit over it (the first's change stays); "reload" shows the first's version instead.
 */
import suppliers from '../../schemas/suppliers.json' with { type: 'json' };
import { clickInDialog, expect, openInApp, signIn, test, texts, type Lang } from './fixtures';

type Field = keyof typeof suppliers.properties;
const label = (field: Field, lang: Lang) => (suppliers.properties[field] as { 'x-label': Record<Lang, string> })['x-label'][lang];

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const [row, lang] of [[1, 'en']] as const) {
  test(`a save over someone else's asks which version to keep (${lang})`, async ({ page: first, browser, baseURL }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const one = suppliers['x-label-one'][lang];
    const second = await (await browser.newContext({ baseURL })).newPage();
    await Promise.all([signIn(first, lang), signIn(second, lang)]);

    await first.goto('/suppliers');
    await first.locator('.ant-table-tbody tr.ant-table-row').nth(row).locator('a').first().click();
    await expect(first).toHaveURL(/\/suppliers\/\d+$/);
    const edit = `${new URL(first.url()).pathname}/edit`;

    /**
     * Opens the edit form and waits until the record fills it: the first time by its address (the
     * app loads, in both browsers at once, so it has the time a first load takes), then inside the app.
     */
    const openForm = async (page: typeof first, inApp = false) => {
      if (inApp) await openInApp(page, edit);
      else await page.goto(edit);
      await expect(page.getByLabel(label('name', lang))).not.toHaveValue('', { timeout: inApp ? undefined : 30_000 });
    };
    const save = async (page: typeof first) => page.getByRole('button', { name: t.buttons.save }).click();
    // A save is done once it is told and the app has moved on to the record's page, as the user sees it.
    const saved = async (page: typeof first) => {
      await expect(page.getByText(t.crud.updated.replace('{{resource}}', one)).first()).toBeVisible();
      await expect(page).toHaveURL(/\/suppliers\/\d+$/);
    };

    // Both open the form; the first saves a new address.
    await Promise.all([openForm(first), openForm(second)]);
    const theirAddress = `Số ${row + 1} phố Mới (${lang})`;
    await first.getByLabel(label('address', lang)).fill(theirAddress);
    await save(first);
    await saved(first);

    // The second changes the note and saves: the dialog names the address and its new value.
    const myNote = `Ghi chú của người thứ hai (${lang})`;
    await second.getByLabel(label('note', lang)).fill(myNote);
    await save(second);
    const dialog = second.getByRole('dialog', { name: t.staleRecord.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: label('address', lang) })).toContainText(theirAddress);
    await expect(dialog).not.toContainText(label('note', lang));
    // Behind it, the form still holds what the second typed.
    await expect(second.getByLabel(label('note', lang))).toHaveValue(myNote);

    // Keep mine: the note is saved over their version, and their address stays.
    await clickInDialog(second, dialog, t.staleRecord.keepMine);
    await saved(second);
    await expect(second.getByText(myNote)).toBeVisible();
    await expect(second.getByText(theirAddress)).toBeVisible();

    // Once more, and this time the second takes their version: the form shows it, the discarded note is gone.
    await Promise.all([openForm(first, true), openForm(second, true)]);
    const newerAddress = `Số ${row + 10} phố Mới hơn (${lang})`;
    await first.getByLabel(label('address', lang)).fill(newerAddress);
    await save(first);
    await saved(first);
    await second.getByLabel(label('note', lang)).fill('Ghi chú sẽ bị bỏ');
    await save(second);
    await expect(dialog.getByRole('row').filter({ hasText: label('address', lang) })).toContainText(newerAddress);
    await clickInDialog(second, dialog, t.staleRecord.reload);
    await expect(dialog).toBeHidden();
    await expect(second.getByLabel(label('address', lang))).toHaveValue(newerAddress);
    await expect(second.getByLabel(label('note', lang))).toHaveValue(myNote);
    await second.context().close();
  });
}

/**
 * A generated list on a phone: cards instead of a sideways-scrolling table (the title,
 * a few facts, the status, the row's actions) and the filters and sort behind one button.
 */
import players from '../../schemas/players.json' with { type: 'json' };
import enums from '../../schemas/enums.json' with { type: 'json' };
import { choose, expect, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders } from './api-login';

const PHONE = { width: 390, height: 844 };
const status = players.properties.auditing_status['x-label'];
const inactive = enums.$defs.active_flag['x-enum-labels']['0'];

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const lang of ['en'] as Lang[]) {
  test(`the players list is cards on a phone, filtered and sorted from one button (${lang})`, async ({ page }) => {
    const t = texts[lang];
    await signIn(page, lang);
    await page.goto('/');
    await page.setViewportSize(PHONE);
    await page.goto('/players');
    const cards = page.locator('.record-cards .ant-list-item');
    await expect(cards).toHaveCount(10);
    await expect(page.locator('.ant-table')).toHaveCount(0);
    // Each card: the name linking to the player, facts by their labels, the status, the actions.
    const first = cards.first();
    await expect(first.locator('.record-card-title').getByRole('link')).toBeVisible();
    await expect(first.getByText(`${players.properties.mobile['x-label'][lang]}:`)).toBeVisible();
    await expect(first.locator('.ant-tag, .ant-badge').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The filters are folded: the status select shows only once the button opens them.
    await expect(page.getByRole('combobox', { name: status[lang] })).toHaveCount(0);

    await page.getByRole('button', { name: t.crud.filters }).click();
    const drawer = page.locator('.ant-drawer-content');
    await choose(page, drawer.getByRole('combobox', { name: status[lang] }), inactive[lang]);
    // A multiple select stays open after a pick: a tap elsewhere closes it.
    await drawer.locator('.ant-drawer-title').click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await choose(
      page,
      drawer.getByRole('combobox', { name: t.crud.sortBy }),
      t.crud.sortAsc.replace('{{field}}', players.properties.name['x-label'][lang]),
    );
    await drawer.getByRole('button', { name: t.crud.showResults }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('.ant-badge-count')).toHaveText('1');
    // The count is in the button's name too, for a screen reader.
    await expect(page.getByRole('button', { name: t.crud.filtersInUse.replace('{{count}}', '1') })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText(inactive[lang], { exact: true })).toBeVisible();
    // In the server's order by name, as the table's header would sort it.
    const byName = await page.request.get('/v1/api/admin/players?auditingStatuses=0&sort=name:asc&size=10', {
      headers: await apiHeaders(page.request),
    });
    const expected = (await byName.json()).data.content.map((p: { name: string }) => p.name);
    await expect(cards.locator('.record-card-title')).toHaveText(expected);

    // A card's actions are the row's.
    await cards.first().getByRole('button').last().click();
    await expect(page.getByRole('menuitem', { name: t.buttons.edit })).toBeVisible();
  });
}

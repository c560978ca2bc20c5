/**
 * The players list's session-balance filter (spec §9: 3, 2, 1, 0, -1 for a debt): an
 * admin picks "owing sessions" and sees exactly the players who owe, whatever they owe;
 * and the point-range filter (spec §3) finds a player by their points.
 */
import type { APIRequestContext } from '@playwright/test';
import players from '../../schemas/players.json' with { type: 'json' };
import { choose, expect, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders } from './api-login';

const balance = players.properties.number_of_units;

/** The admin's API: sets the newest players' balances (the list's first page) as the office does, and counts who owes. */
async function api(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return {
    async setBalances(from: number, changes: Array<{ name: string; units: number }>) {
      const rows = (await (await request.get('/v1/api/admin/players?size=100&sort=id:desc', { headers })).json()).data.content as Array<{
        id: number;
        number_of_units: number;
      }>;
      for (const [i, change] of changes.entries()) {
        const player = rows[from + i];
        expect((await request.patch(`/v1/api/players/${player.id}`, { headers, data: { name: change.name } })).status()).toBe(200);
        const units = change.units - player.number_of_units;
        if (!units) continue;
        const adjusted = await request.post('/v1/api/admin/session-adjustments', {
          headers,
          data: { player_id: player.id, units, note: 'Nợ buổi' },
        });
        expect(adjusted.status()).toBe(200);
      }
    },
    async grantPoints(name: string, points: number) {
      const [player] = (await (await request.get('/v1/api/admin/players?size=1&sort=id:asc', { headers })).json()).data.content as Array<{
        id: number;
      }>;
      expect((await request.patch(`/v1/api/players/${player.id}`, { headers, data: { name } })).status()).toBe(200);
      expect(
        (await request.post('/v1/api/admin/points', { headers, data: { player_id: player.id, points, note: 'Giải đấu' } })).status(),
      ).toBe(200);
    },
    async owingCount(): Promise<number> {
      return (await (await request.get('/v1/api/admin/players?sessionsLeft=-1', { headers })).json()).data.total_elements;
    },
  };
}

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const [run, lang] of (['vi'] as Lang[]).entries()) {
  test(`the players who owe sessions, by the session-balance filter (${lang})`, async ({ page, request }) => {
    // Each language's run makes its own debtors, one owing a session and one owing four.
    const owing = [
      { name: `Trần Nợ Một ${lang}`, units: -1 },
      { name: `Lê Nợ Bốn ${lang}`, units: -4 },
    ];
    const admin = await api(request);
    await admin.setBalances(run * owing.length, owing);
    const expected = Math.min(10, await admin.owingCount());
    await signIn(page, lang);
    await page.goto('/players');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);

    await choose(
      page,
      page.locator('.ant-card .ant-select').filter({ hasText: balance['x-label'][lang] }),
      balance['x-filter-options']['-1'][lang],
    );
    await expect(rows).toHaveCount(expected);
    for (const { name } of owing) await expect(rows.filter({ hasText: name })).toHaveCount(1);
  });
}

test('a player with over 1000 points, by the point-range filter (en)', async ({ page, request }) => {
  const points = players.properties.points;
  const admin = await api(request);
  await admin.grantPoints('Đỗ Nhiều Điểm', 5000);
  await signIn(page, 'en');
  await page.goto('/players');
  await page.getByPlaceholder(texts.en.crud.search).fill('Đỗ Nhiều Điểm');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  const range = page.locator('.ant-card .ant-select').filter({ hasText: points['x-label'].en });
  await choose(page, range, points['x-filter-ranges'].lt200.label.en);
  await expect(page).toHaveURL(/filters\[\d\]\[field\]=pointRanges&.*=lt200/);
  await expect(rows).toHaveCount(0);
  await choose(page, range, points['x-filter-ranges'].gt1000.label.en);
  await expect(page).toHaveURL(/=lt200.*=gt1000/);
  await expect(rows.filter({ hasText: 'Đỗ Nhiều Điểm' })).toHaveCount(1);
});

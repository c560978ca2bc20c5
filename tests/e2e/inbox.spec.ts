/**
 * The header's bell: a visitor registers for a free trial on the public form's API, the
 * admin sees it counted under the bell, opens it from the list onto its record, and the
 * count drops. An academy whose package does not receive notifications has no bell.
 */
import type { APIRequestContext } from '@playwright/test';
import { academyURL, expect, signIn, signInHere, test, texts } from './fixtures';

const LOADING = { timeout: 45_000 };

/** A visitor's free-trial registration through the public page's API, at a branch's first slot. */
async function register(request: APIRequestContext, name: string): Promise<number> {
  const { academy } = (await (await request.get('/v1/api/public/settings')).json()).data;
  const [branch] = (await (await request.get(`/v1/api/public/branches/eras?academyId=${academy.id}`)).json()).data;
  const res = await request.post('/v1/api/public/practices', {
    data: {
      name,
      date_of_birth: '2016-04-02',
      branch_id: branch.id,
      schedules: [branch.schedules[0]],
      parent_name: 'Phạm Văn Long',
      mobile: '0912345678',
      address: '1 Kim Mã, Ba Đình',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id;
}

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const lang of ['vi'] as const) {
  test(`a registration arrives: the admin sees it under the bell, opens it and the count drops (${lang})`, async ({ page, request }) => {
    const t = texts[lang].inbox;
    const name = lang === 'vi' ? 'Phạm Gia Bảo' : 'Lê Minh Anh';
    await signIn(page, lang);
    await page.goto('/');
    // What came before the admin's account is read; mark all read, so this test's registration is the one new item.
    const bell = page.getByRole('button', { name: /^(Thông báo|Notifications), \d+/ });
    await bell.click(LOADING);
    const markAll = page.getByRole('button', { name: t.markAllRead });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(page.getByRole('button', { name: t.open.replace('{{count}}', '0') })).toBeVisible(LOADING);
    await page.keyboard.press('Escape');

    const id = await register(request, name);
    // The list is asked again when the window regains focus (the page becoming visible again).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    const counted = page.getByRole('button', { name: t.open.replace('{{count}}', '1') });
    await expect(counted).toBeVisible(LOADING);
    await expect(counted.locator('xpath=..').getByText('1', { exact: true })).toBeVisible();

    await counted.click();
    const title = t.titles.registration.replace('{{name}}', name);
    await page.getByRole('button', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/practices/${id}$`));
    await expect(page.getByText(name).first()).toBeVisible(LOADING);
    await expect(page.getByRole('button', { name: t.open.replace('{{count}}', '0') })).toBeVisible(LOADING);
  });
}

test('a package without received notifications shows no bell', async ({ page }) => {
  await page.goto(`${academyURL('basic')}/auth/login`);
  await signInHere(page, 'vi', 'admin', 'Admin@123');
  await expect(page.getByRole('button', { name: texts.vi.header.account })).toBeVisible(LOADING);
  await expect(page.getByRole('button', { name: /^Thông báo, / })).toHaveCount(0);
});

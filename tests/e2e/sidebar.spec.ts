/**
 * The admin shell of spec §2 and §6 in the browser: the sidebar of each seeded
 * academy × role shows exactly what the registry (resources and hand-written
 * pages), the package and the role allow; a refused or unknown path lands on the dashboard; the feedback modal
 * checks its fields with the spec §5 messages.
 *
 * Expectations come from resources.config.ts, the packages the server offers and
 * domain/gate.ts, so they follow as resources are added.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pages, resources, SECTIONS, type Role } from '../../resources.config';
import { denialFor } from '../../domain/gate';
import { gateForPath, viewPath } from '../../src/lib/gate-path';
import { academyURL, choose, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';

/** This file's academies (academies.ts): its own on the full package, and one on the basic package. */
const ACADEMIES = [
  { extra: undefined, seededPackage: 'full' },
  { extra: 'basic', seededPackage: 'basic' },
] as const;
const LOGINS: Array<{ role: Role; user: string; password: string }> = [
  { role: 'admin', user: 'admin', password: 'Admin@123' },
  { role: 'manager', user: 'manager', password: 'Manager@123' },
];

type Labels = Record<Lang, string>;
type Tree = { [key: string]: string | Tree };

/** The menu label of a resource: the hand-written JSON wins over the schema's `x-label`, as in the app. */
function label(name: string, lang: Lang): string {
  const own = (texts[lang] as unknown as Tree)[name];
  if (typeof own === 'object' && typeof own[name] === 'string') return own[name];
  const schema = JSON.parse(readFileSync(new URL(`../../schemas/${name}.json`, import.meta.url), 'utf8')) as { 'x-label': Labels };
  return schema['x-label'][lang];
}

/** The features of the package the academy is on now, as its admin reads them (asked from the page: only the browser resolves `*.localhost`). */
async function packageFeatures(page: Page): Promise<Set<string>> {
  const features = await page.evaluate(async () => {
    const body = new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Admin@123' });
    const { access_token } = await (await fetch('/v1/api/oauth/token', { method: 'POST', body })).json();
    const academy = await (
      await fetch('/v1/api/admin/academies/my-academy', { headers: { Authorization: `Bearer ${access_token}` } })
    ).json();
    return academy.data.package.features as string[];
  });
  return new Set(features);
}

/** What the menu lists: the resources with a list and the pages not hidden, with their paths. */
const menuEntries = [
  ...resources.filter((r) => r.views.list).map((r) => ({ ...r, path: viewPath(r, 'list'), item: r.name })),
  ...pages.filter((p) => !p.hidden).map((p) => ({ ...p, path: p.route, item: p.name })),
];

/** Labels of the sidebar: the dashboard, each open resource or page, and each section that holds one. */
function expectedMenu(role: Role, features: ReadonlySet<string>, lang: Lang): string[] {
  const open = menuEntries.filter((e) => denialFor(e, role, features) === null);
  const sections = SECTIONS.filter((s) => s !== 'dashboard' && open.some((e) => e.section === s));
  return [label('dashboard', lang), ...sections.map((s) => label(s, lang)), ...open.map((e) => label(e.item, lang))].sort();
}

async function menuLabels(page: Page): Promise<string[]> {
  const sider = page.locator('.ant-layout-sider');
  await expect(sider.locator('.ant-menu-item').first()).toBeVisible();
  const texts = await sider.locator('.ant-menu-item, .ant-menu-submenu-title').allInnerTexts();
  return texts.map((t) => t.trim()).sort();
}

for (const academy of ACADEMIES) {
  test.describe(`an academy on package ${academy.seededPackage}`, () => {
    if (academy.extra) {
      const extra = academy.extra;
      test.use({ baseURL: async ({ baseURL }, use) => use(academyURL(extra, baseURL)) });
    }

    for (const login of LOGINS) {
      test(`the ${login.role} sees the menu the package and the role allow`, async ({ page }) => {
        const lang: Lang = 'vi';
        await signIn(page, lang, login.user, login.password);
        await page.goto('/');
        const features = await packageFeatures(page);
        expect(await menuLabels(page)).toEqual(expectedMenu(login.role, features, lang));

        // A path the registry does not have lands on the dashboard; one the gate refuses says so in its place.
        const home = texts[lang].dashboard.dashboard;
        await page.goto('/no-such-page');
        await expect(page).toHaveURL(/^[^?#]*:\d+\/$/);
        await expect(page.locator('.ant-layout-header').getByRole('heading', { name: home })).toBeVisible();
        for (const path of refusedPaths(login.role, features)) {
          await page.goto(path);
          await expect(page.getByText(texts[lang].noAccess.title), path).toBeVisible();
          await expect(page.getByRole('link', { name: texts[lang].noAccess.home })).toBeVisible();
        }
      });
    }
  });
}

/** The path of the first resource or page this role or package is refused, and an item of it, if the registry has one. */
function refusedPaths(role: Role, features: ReadonlySet<string>): string[] {
  const refused = menuEntries.find((e) => denialFor(e, role, features) !== null);
  if (!refused) {
    test.info().annotations.push({ type: 'note', description: `nothing in the registry is refused to ${role} on this package` });
    return [];
  }
  const resource = resources.find((r) => r.name === refused.item);
  const paths = [refused.path, ...(resource?.views.show ? [viewPath(resource, 'show').replace(':id', '1')] : [])];
  // The routing helper agrees with the registry on what these paths are.
  for (const path of paths) expect(denialFor(gateForPath(path)!, role, features), path).not.toBeNull();
  return paths;
}

test('the feedback modal answers with the spec §5 messages and thanks a valid sender', async ({ page }) => {
  const t = texts.vi;
  await signIn(page, 'vi');
  await page.goto('/');
  await page.getByRole('button', { name: t.header.account }).click();
  await clickMenuItem(page, page.getByRole('menuitem', { name: t.header.feedback }));
  const modal = page.getByRole('dialog', { name: t.feedback.title });
  const submit = modal.getByRole('button', { name: t.feedback.submit });

  await submit.click();
  await expect(modal.getByText(t.validation.required)).toHaveCount(6);

  await modal.getByLabel(t.feedback.name).fill('Nguyễn Văn Góp Ý');
  await modal.getByLabel(t.feedback.email).fill('not-an-email');
  await modal.getByLabel(t.feedback.mobile).fill('09x123');
  await modal.getByLabel(t.feedback.domain).fill('-bad-');
  await choose(page, modal.getByLabel(t.feedback.topic), t.feedback.topics.feature);
  await modal.getByLabel(t.feedback.content).fill('Thêm báo cáo theo tuần.');
  await submit.click();
  await expect(modal.getByText(t.validation.email)).toBeVisible();
  await expect(modal.getByText(t.validation.numeric)).toBeVisible();
  await expect(modal.getByText(t.validation.domain)).toBeVisible();
  await expect(modal.getByText(t.validation.required)).toHaveCount(0);

  await modal.getByLabel(t.feedback.email).fill('gopy@example.com');
  await modal.getByLabel(t.feedback.mobile).fill('0912345678');
  await modal.getByLabel(t.feedback.domain).fill('ngoi-sao');
  await submit.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(t.feedback.sent)).toBeVisible();
});

test("on a phone the menu's labels are whole in both languages, and the footer gives the platform's help contacts", async ({
  page,
  request,
}) => {
  const platform = (await (await request.get('/api-public/settings')).json()).data.common_setting;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'vi');
  await page.goto('/');
  for (const lang of ['vi', 'en'] as const) {
    if (lang === 'en') await choose(page, page.getByLabel(texts.vi.languages.label).first(), texts.vi.languages.en);
    await page.getByRole('button', { name: texts[lang].header.menu }).click();
    const drawer = page.locator('.ant-drawer .ant-menu-root');
    await expect(drawer.getByText(texts[lang].attendance_players.attendance_players)).toBeVisible();
    // Every label shows in full: none cut short with an ellipsis, none running out of the drawer.
    const cut = await drawer
      .locator('.ant-menu-title-content')
      .evaluateAll((labels) =>
        labels
          .filter(
            (el) =>
              el.scrollWidth > el.clientWidth + 1 ||
              el.getBoundingClientRect().right > el.closest('.ant-drawer-content')!.getBoundingClientRect().right,
          )
          .map((el) => el.textContent),
      );
    expect(cut, lang).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  const help = page.getByTestId('support-contact');
  await expect(help.getByRole('link', { name: platform.application_email })).toHaveAttribute(
    'href',
    `mailto:${platform.application_email}`,
  );
  await expect(help).toContainText(platform.application_hotline);
});

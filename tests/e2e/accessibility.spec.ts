/**
 * Goal X1: axe finds no serious or critical violation on the sign-in page (both
 * languages), the dashboard, each registry resource's list, create and edit
 * (first record) pages, and every hand-written page the seeded admin may open.
 *
 * The pages come from resources.config.ts and the gate of domain/gate.ts, so a
 * new resource or page is checked without touching this file. To keep the run
 * short, a section's generated views and its hand-written pages are reached by
 * in-app navigation from one load, and the header and menu (the same on every
 * signed-in page) are scanned once, on the dashboard; elsewhere the scan covers
 * the page's own content.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { pages, resources, type ResourceConfig } from '../../resources.config';
import { denialFor } from '../../domain/gate';
import { viewPath } from '../../src/lib/gate-path';
import { seriousViolations } from './axe';
import { atRest, choose, expect, signInCookies, test, texts } from './fixtures';

/** Something a drawn screen shows: a heading, a card, a table, a form or an empty/result message. */
const DRAWN = 'main :is(h1, h2, h3, h4, h5, .ant-card, .ant-table, form, .ant-result, .ant-empty)';
/** What a generated view shows once drawn, so a scan after in-app navigation never reads the previous screen. */
const VIEW_MARK = { list: 'main .ant-table', create: 'main form[id$="-create-form"]', edit: 'main form[id$="-edit-form"]' } as const;
/** How long the network must stay silent before a screen counts as loaded. */
const QUIET_MS = 250;

// Every test only reads its academy: the two workers share them out.
test.describe.configure({ mode: 'parallel' });

/**
 * A page whose screens are scanned once loaded: no request in flight for a
 * moment (which also holds after in-app navigation, unlike the load states),
 * content in place, no spinner or skeleton left.
 */
function scanner(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const count = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));

  async function settled() {
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastChange >= QUIET_MS, {
        message: 'the network goes quiet',
        intervals: [50],
        timeout: 30_000,
      })
      .toBe(true);
    await expect(page.locator(DRAWN).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 30_000 });
    // Colours are judged at rest: a control drawn after in-app navigation may still be fading in.
    await atRest(page);
  }

  /** The serious and critical violations, once the screen is settled. */
  async function violations(within?: string): Promise<string[]> {
    await settled();
    return seriousViolations(page, within);
  }

  /** Moves to `path` inside the app, as a menu link would, without reloading it. */
  async function navigate(path: string) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    lastChange = Date.now();
    await expect(page).toHaveURL((url) => url.pathname === path);
  }

  return { violations, navigate };
}

/** The id of the first record the admin can edit, or null when the list is empty. */
async function firstId(request: APIRequestContext, headers: Record<string, string>, entry: ResourceConfig): Promise<number | null> {
  const res = await request.get(`/v1/api/${entry.api.list}?size=1`, { headers });
  expect(res.ok(), `${entry.api.list} answers`).toBeTruthy();
  const first = (await res.json()).data.content[0] as { id: number } | undefined;
  return first?.id ?? null;
}

test('the sign-in page has no serious violation, in either language', async ({ page }) => {
  const scan = scanner(page);
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  const found = await scan.violations();
  await choose(page, page.getByLabel(texts.vi.languages.label).first(), texts.vi.languages.en);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  found.push(...(await scan.violations()));
  expect(found, 'serious or critical axe violations').toEqual([]);
});

test('the dashboard, with the header and the menu, has no serious violation', async ({ page }) => {
  const scan = scanner(page);
  await signInCookies(page);
  await page.goto('/');
  expect(await scan.violations(), 'serious or critical axe violations').toEqual([]);
});

/** Each section's resources or pages, in the order the menu lists them. */
function bySection<Entry extends { section: string }>(entries: readonly Entry[]): Array<[string, Entry[]]> {
  const sections = new Map<string, Entry[]>();
  for (const entry of entries) sections.set(entry.section, [...(sections.get(entry.section) ?? []), entry]);
  return [...sections];
}

// One test per section: the app loads once and moves from view to view inside itself, as a user does.
for (const [section, entries] of bySection(resources)) {
  test(`the ${section} section's lists, create and edit forms (${entries.map((e) => e.name).join(', ')}) have no serious violation`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000 + entries.length * 30_000);
    const scan = scanner(page);
    const headers = { authorization: `Bearer ${await signInCookies(page)}` };
    const found: string[] = [];
    let loaded = false;
    for (const entry of entries) {
      const views = (['list', 'create', 'edit'] as const).filter((kind) => entry.views[kind]);
      const id = entry.views.edit ? await firstId(request, headers, entry) : null;
      const visits = views.flatMap<{ kind: (typeof views)[number]; path: string }>((kind) => {
        if (kind !== 'edit') return [{ kind, path: viewPath(entry, kind) }];
        return id === null ? [] : [{ kind, path: viewPath(entry, 'edit').replace(':id', String(id)) }];
      });
      for (const { kind, path } of visits) {
        if (loaded) await scan.navigate(path);
        else await page.goto(path);
        loaded = true;
        if (entry.views[kind] === 'generated') await expect(page.locator(VIEW_MARK[kind])).toBeVisible({ timeout: 30_000 });
        found.push(...(await scan.violations('main')));
      }
    }
    expect(found, 'serious or critical axe violations').toEqual([]);
  });
}

test.describe('hand-written pages', () => {
  let features = new Set<string>();
  test.beforeAll(async ({ request }) => {
    // This file's academy runs on the demo's `full` package (academies.ts).
    const offered = (await (await request.get('/api-public/packages')).json()).data as Array<{ code: string; features: string[] }>;
    features = new Set(offered.find((p) => p.code === 'full')!.features);
  });

  // One test per menu section, as for the generated views: the app loads once and moves from page to page.
  for (const [section, entries] of bySection(pages)) {
    test(`the ${section} section's pages (${entries.map((e) => e.route).join(', ')}) have no serious violation`, async ({
      page,
      allowConsoleError,
    }) => {
      test.setTimeout(60_000 + entries.length * 20_000);
      const scan = scanner(page);
      await signInCookies(page);
      const found: string[] = [];
      for (const [index, entry] of entries.entries()) {
        expect(denialFor(entry, 'admin', features), `the seeded admin may open ${entry.route}`).toBeNull();
        // The seeded branches have transport mode off: the API's 409 is what the page's notice is made of.
        if (entry.route.startsWith('/transports/attendances/')) allowConsoleError(/409 \(Conflict\)/);
        if (index === 0) await page.goto(entry.route);
        else await scan.navigate(entry.route);
        await expect(page).toHaveURL((url) => url.pathname === entry.route);
        found.push(...(await scan.violations('main')));
      }
      expect(found, 'serious or critical axe violations').toEqual([]);
    });
  }
});

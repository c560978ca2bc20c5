/**
 * What a first visit costs, as Lighthouse 12 scores it on the system Chromium:
 * the sign-in page, the dashboard and the players list, the teachers' and the parents' first
 * pages, as a phone (Lighthouse's
 * default: Moto G Power, slow 4G, 4× CPU slowdown, simulated) and as a desktop,
 * cold cache, the median of three runs; with the compressed JavaScript each loaded.
 * Signed-in pages keep the session's cookies across runs (Lighthouse's documented
 * way for pages behind a login) and clear only the HTTP cache before each.
 */
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ROOT, runToEnd } from './processes';
import { parentTokens, type Tokens } from './parent-session';

export type FormFactor = 'mobile' | 'desktop';

export interface PageScore {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Compressed bytes of every script the page loaded, in kB. */
  jsKb: number;
  /**
   * Lighthouse's measure of this machine's CPU: its mobile preset's 4× slowdown stands for a
   * mid-range phone on a host of about 1,500, so a lower one scores every page lower.
   */
  benchmarkIndex: number;
}

type Login = 'admin' | 'teacher' | 'parent';
type Staff = Exclude<Login, 'parent'>;
const PASSWORDS: Record<Staff, string> = { admin: 'Admin@123', teacher: 'Teacher@123' };

interface BenchPage {
  name: string;
  /** The address, or how to find it from the API as the signed-in user (a roster needs a lesson's class and day). */
  path: string | ((baseUrl: string, token: string) => Promise<string>);
  signedIn: Login | false;
}

/** The roster of the teacher's first lesson of this week: the page a coach opens on the pitch. */
async function firstRoster(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/api/teacher/lessons/week`, { headers: { authorization: `Bearer ${token}` } });
  const [lesson] = ((await res.json()) as { data: { lessons: Array<{ class: { id: number }; date: string }> } }).data.lessons;
  if (!lesson) throw new Error('the demo teacher has no lesson this week');
  return `/teacher/classes/${lesson.class.id}/days/${lesson.date}`;
}

export const PAGES: BenchPage[] = [
  { name: 'sign-in', path: '/auth/login', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: 'admin' },
  { name: 'players list', path: '/players', signedIn: 'admin' },
  { name: "teacher's today", path: '/teacher/', signedIn: 'teacher' },
  { name: "teacher's roster", path: firstRoster, signedIn: 'teacher' },
  { name: "parent's home", path: '/parent/', signedIn: 'parent' },
  { name: "parent's fees", path: '/parent/fees', signedIn: 'parent' },
];
const RUNS = 3;
/** BENCH_PAGES=teacher: only the pages whose name holds it. */
const ONLY_PAGES = process.env.BENCH_PAGES;
const CONFIGS: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

export async function buildApp(outDir: string): Promise<void> {
  await runToEnd(['--import', 'tsx', join(ROOT, 'server', 'build-app.ts'), outDir], {});
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

function scriptKb(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000;
}

function score(page: string, formFactor: FormFactor, lhr: Result): PageScore {
  return {
    page,
    formFactor,
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    jsKb: scriptKb(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function staffTokens(baseUrl: string, login: Staff): Promise<Tokens> {
  const res = await fetch(`${baseUrl}/v1/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: login, password: PASSWORDS[login] }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

/** Signs `login` in as the app would (its cookies); answers the access token. */
async function signInCookies(page: Page, baseUrl: string, login: Login): Promise<string> {
  const tokens =
    login === 'parent'
      ? await parentTokens(baseUrl, (await staffTokens(baseUrl, 'admin')).access_token)
      : await staffTokens(baseUrl, login);
  // The cookies the app itself writes on sign-in (src/http/token-store.ts).
  await page.setCookie(
    { name: 'access_token', value: tokens.access_token, url: baseUrl, sameSite: 'Strict' },
    { name: 'refresh_token', value: tokens.refresh_token, url: baseUrl, sameSite: 'Strict' },
  );
  return tokens.access_token;
}

/** Lighthouse's own "run again" failures (a trace it could not read, NO_NAVSTART say). */
class LighthouseError extends Error {}

async function runOnce(browser: Browser, baseUrl: string, target: BenchPage, formFactor: FormFactor): Promise<PageScore> {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    await cdp.send('Network.clearBrowserCache');
    // A cold visit: no service worker left by the previous run to answer from its cache.
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'service_workers,cache_storage' });
    const token = target.signedIn ? await signInCookies(page, baseUrl, target.signedIn) : '';
    const path = typeof target.path === 'string' ? target.path : await target.path(baseUrl, token);
    const result = await lighthouse(
      `${baseUrl}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
      CONFIGS[formFactor],
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    if (result.lhr.runtimeError) throw new LighthouseError(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
    return score(target.name, formFactor, result.lhr);
  } finally {
    await page.close();
  }
}

/** Every page × form factor, the run with the median performance score of three. */
export async function pageScores(baseUrl: string, chromePath: string, log: (line: string) => void): Promise<PageScore[]> {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const scores: PageScore[] = [];
    for (const target of PAGES.filter((p) => !ONLY_PAGES || p.name.includes(ONLY_PAGES))) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: PageScore[] = [];
        for (let attempt = 0; runs.length < RUNS; attempt++) {
          try {
            runs.push(await runOnce(browser, baseUrl, target, formFactor));
          } catch (error) {
            // Lighthouse asks for another run when its trace comes out unreadable; a real failure repeats.
            if (!(error instanceof LighthouseError) || attempt >= RUNS + 2) throw error;
            log(`${error.message}: running again`);
          }
        }
        const median = runs.sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)];
        log(
          `lighthouse ${target.name}, ${formFactor}: performance ${runs.map((r) => r.performance.toFixed(2)).join(' ')}; ${median.jsKb.toFixed(0)} kB of JS; host benchmark index ${Math.round(median.benchmarkIndex)}`,
        );
        scores.push(median);
      }
    }
    return scores;
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

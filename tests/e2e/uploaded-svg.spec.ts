/**
 * An uploaded file is never a page of ours (U3): an SVG carrying script, written
 * straight into the served files (as if it had slipped past the sanitiser) and
 * opened directly in the browser, runs nothing — the sandbox CSP it is served with
 * stops it. The same markup inline in a page does run: the watch below can see it.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const MARK = 'svg-script-ran';
const EVIL = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" onload="console.log('${MARK}:onload');alert('onload')">
<script>console.log('${MARK}:script'); alert('script'); document.title = '${MARK}';</script>
<rect width="20" height="20" fill="red"/></svg>`;

/** Dialogs opened and console lines written by the script under test. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], messages: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (msg) => {
    if (msg.text().includes(MARK)) seen.messages.push(msg.text());
  });
  return seen;
}

test('an SVG with script opened directly from /statics runs no script', async ({ page }) => {
  const statics = join(process.env.E2E_DATA_DIR!, 'statics');
  const file = `${randomUUID()}.svg`;
  mkdirSync(statics, { recursive: true });
  writeFileSync(join(statics, file), EVIL);

  const seen = watch(page);
  const res = await page.goto(`/statics/${file}`);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  await expect(page.locator('rect')).toHaveCount(1);
  // Fully loaded: any script of the file, and its onload, would have run by now.
  expect(await page.evaluate(() => document.readyState)).toBe('complete');
  expect(seen).toEqual({ dialogs: [], messages: [] });
  expect(await page.title()).not.toBe(MARK);
});

test('the same markup inline in a page does run, so the watch would see it', async ({ page }) => {
  const seen = watch(page);
  await page.setContent(`<!doctype html><body>${EVIL}</body>`);
  await expect.poll(() => seen.messages.length).toBeGreaterThan(0);
  expect(seen.dialogs.length).toBeGreaterThan(0);
});

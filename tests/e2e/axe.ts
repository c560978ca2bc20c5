/**
 * axe's serious and critical findings on a page, one line per rule with a few offending elements.
 * axe-core is put into the page once and run there for violations alone: the passes it would
 * otherwise collect, and injecting it again for every scan, cost twice the scan itself.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

const BLOCKING = ['serious', 'critical'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The serious and critical violations of the page, or of the part `within` selects. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const path = new URL(page.url()).pathname;
  return page.evaluate(
    async ({ within, blocking, path }) => {
      const { violations } = await window.axe!.run(within ? { include: [[within]] } : document, { resultTypes: ['violations'] });
      return violations
        .filter((v) => blocking.includes(v.impact ?? ''))
        .map((v) => {
          const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
          return `${path}: ${v.impact} ${v.id} on ${v.nodes.length} element(s), ${v.help}; e.g. ${targets.join(' | ')}`;
        });
    },
    { within, blocking: BLOCKING, path },
  );
}

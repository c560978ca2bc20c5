import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests and the bench drive: `CHROMIUM_PATH`, else Debian's headless
 * shell (package chromium-headless-shell), which draws pages with far less CPU than the full
 * browser, whose own pages (the new tab's search box) run beside the one measured; else the full
 * one (package chromium). Undefined when none is installed.
 */
export const CHROMIUM_PATH: string | undefined =
  process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

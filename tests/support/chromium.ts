/**
 * Debian's Chromium and the flags it needs on these machines (no sandbox as root, no GPU, no
 * background connections to a network that refuses them): the browser tests (playwright.config.ts)
 * and Lighthouse (bench/lighthouse.ts) launch it the same way. Browser downloads are blocked here, so
 * Playwright never installs its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Debian's Chromium as both the e2e tests (tests/playwright.config.ts) and the Lighthouse
// benchmark drive it: never a browser download, and without the background services whose
// connections this machine's closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium and the flags it needs here (no sandbox when run as root, no GPU, no network services that
 * reach outside the machine): one list for the browser tests (e2e/chromium.ts) and the bench. Headless mode is
 * each caller's: Playwright and puppeteer set their own, chrome-launcher takes it as a flag.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

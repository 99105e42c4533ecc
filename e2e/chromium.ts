/** Debian's Chromium and the flags it runs with here (shared/notes/toolchain.md): one list for every browser test. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** The port the served build listens on. */
export const e2ePort = Number(process.env.E2E_PORT ?? 9323);

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

/** Debian's Chromium and the flags it runs with here (scripts/chromium.mjs): one list for every browser test. */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ["--headless=new", ...CHROMIUM_FLAGS],
};

/** The port the served build listens on. */
export const e2ePort = Number(process.env.E2E_PORT ?? 9323);

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

/** Debian's Chromium and the flags it runs with here (scripts/chromium.mjs): one list for every browser test. */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: ["--headless=new", ...CHROMIUM_FLAGS],
};

/** The port the served build listens on. */
export const e2ePort = Number(process.env.E2E_PORT ?? 9323);

/** Where the served build's Netlify Forms keeps what it receives, a JSON line each (scripts/netlify-forms.mjs). */
export const formSubmissionsFile = ".test-output/form-submissions.jsonl";

/**
 * Launch options for a spec that opens the site at a name instead of localhost (`host`, a .test name): Chromium's
 * resolver maps it to the local server, in that spec's browser only, and treats its origin as secure, as https is on
 * the real site. (Over plain http Chromium refuses Secure cookies and applies no opener policy, except on localhost.)
 */
export function launchOptionsAt(host: string) {
  return {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      `--host-resolver-rules=MAP ${host} 127.0.0.1`,
      `--unsafely-treat-insecure-origin-as-secure=http://${host}:${e2ePort}`,
    ],
  };
}

import { CMS_SIGN_IN, signInAndSaveForReview } from "./behaviours/cms-sign-in";
import { e2ePort, launchOptionsAt } from "./chromium";
import { test } from "./fixtures";
import { SITE_HOST } from "./stand-ins/sign-in.mjs";

/**
 * The editors' sign-in as it happens on Netlify, on the production build under its own headers: /admin/ at a
 * site name (not localhost, so the CMS uses its GitHub backend and the editorial workflow), Netlify's OAuth popup
 * on its own origin handing the token over through `window.opener`, and GitHub's API. The two services are
 * stand-ins at the network boundary (e2e/stand-ins/, docs/cms-sign-in.md); the site is served as built.
 * The behaviour is e2e/behaviours/cms-sign-in.ts, which the engines suite runs in Firefox.
 */
test.use({ baseURL: `http://${SITE_HOST}:${e2ePort}`, launchOptions: launchOptionsAt(SITE_HOST) });

test.describe("the CMS's sign-in through Netlify and GitHub", { tag: "@any-screen" }, () => {
  test(CMS_SIGN_IN, async ({ d }) => {
    // The whole editor's path: the CMS's 4 MB bundle, the sign-in, some seventy calls to GitHub and a save.
    test.slow();
    await signInAndSaveForReview(d);
  });
});

import type { BrowserContext, Page } from "@playwright/test";
import { e2ePort, launchOptionsAt } from "./chromium";
import { readContent } from "./content";
import { expect, test, waitForHydration } from "./fixtures";

const { site } = readContent();

/**
 * On the real site, at www.<domain>, gtag's `cookie_domain: "auto"` writes `_ga` and `_ga_<id>` on the parent
 * domain: refusing or withdrawing consent must remove those too, not only the host's own cookies. Here a
 * www. name is mapped to the local server (Chromium's resolver, in this file's browser only); `.test` names
 * never resolve outside this machine.
 */
const HOST = "www.blessbit.test";
const PARENT = ".blessbit.test";
const ORIGIN = `http://${HOST}:${e2ePort}`;

// The consent cookie is Secure (SameSite=None): the origin is treated as secure, as https is on the real site.
test.use({ baseURL: ORIGIN, launchOptions: launchOptionsAt(HOST) });

/** What gtag leaves after consent: the client id on the parent domain, and host cookies of older tags. */
async function setAnalyticsCookies(context: BrowserContext) {
  await context.addCookies([
    { name: "_ga", value: "GA1.2.111.222", domain: PARENT, path: "/" },
    { name: "_ga_TEST0E2E00", value: "GS1.1.333.1.0.0.0", domain: PARENT, path: "/" },
    { name: "_ga", value: "GA1.3.444.555", url: ORIGIN },
    { name: "_gid", value: "GA1.3.666.777", url: ORIGIN },
  ]);
  const names = (await context.cookies()).filter((cookie) => cookie.name.startsWith("_g")).map((cookie) => `${cookie.name}@${cookie.domain}`);
  expect(names.sort()).toEqual([`_ga@${PARENT}`, `_ga@${HOST}`, `_ga_TEST0E2E00@${PARENT}`, `_gid@${HOST}`]);
}

/** The analytics cookies left, on any domain. */
const analyticsCookies = (context: BrowserContext) =>
  context.cookies().then((cookies) => cookies.filter((cookie) => /^_ga|^_gid/.test(cookie.name)).map((cookie) => `${cookie.name}@${cookie.domain}`));

async function open(page: Page) {
  await page.goto("/");
  expect(new URL(page.url()).host).toBe(`${HOST}:${e2ePort}`);
  await waitForHydration(page);
}

test.describe("consent on a www. host", { tag: "@any-screen" }, () => {
  test("Rifiuta removes the analytics cookies of the host and of the parent domain", async ({ page, context }) => {
    await setAnalyticsCookies(context);
    await open(page);
    await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
    const consent = (await context.cookies()).find((cookie) => cookie.name === "cookieconsent_status");
    expect(consent?.value).toBe("denied");
  });

  test("withdrawing through 'Preferenze cookie' removes them too", async ({ page, context }) => {
    await open(page);
    await page.getByRole("button", { name: site.cookieBar.accept }).click();
    await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeHidden();
    await setAnalyticsCookies(context);
    await page.getByRole("button", { name: site.footer.cookiePreferencesLabel }).click();
    await expect(page.getByRole("button", { name: site.cookieBar.accept })).toBeVisible();
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
  });
});

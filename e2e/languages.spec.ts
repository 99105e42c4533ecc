import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { FIELD } from "../src/components/contact/brief-form/brief";
import { localizedRoutes } from "../src/lib/routes";
import { submissionsWith } from "./behaviours/brief";
import { content as italian } from "./behaviours/content";
import { formSubmissionsFile } from "./chromium";
import { readContent, searchWordFor } from "./content";
import { animationsEnded, expect, siteErrors, test, waitForHydration } from "./fixtures";
import { hexToRgb } from "./behaviours/steps";
import { schemes } from "../src/styles/tokens";
import { pageKinds } from "./pages";

/**
 * The English edition in a browser, where its mechanism can fail: the switcher from every kind of page to its twin and
 * back, one consent for both editions, the English bar, brief and search, and axe's rules of the statement's standard
 * on each English kind of page at 1280 and 375 px (one load each; the switcher steps on the wide screen, where it is in the
 * header). What the built pages say (hreflang by language alone with `x-default` the English page, `<html lang>`, no
 * Italian interface text, links that stay in their language) is read from public/ by __tests__/build/languages.test.ts; every
 * Italian behaviour is the Italian specs'. Copy comes from content/ in each language (e2e/content.ts).
 */
const english = readContent(undefined, undefined, "en");
const en = localizedRoutes.en;
const italianKinds = pageKinds(italian);
const englishKinds = pageKinds(english, "en");
/** The switcher of the page in hand: the link named in the other language (`hreflang`), in the header on a wide screen. */
const switcher = (page: Page) => page.locator("header nav a[hreflang]");

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const [index, kind] of englishKinds.entries()) {
  const twin = italianKinds[index];
  test(`${kind.name}: the English page reads in English, passes axe's WCAG 2.2 AA rules, and its switcher leads to the Italian twin and back`, async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const response = await page.goto(kind.path);
    expect(response?.status()).toBe(kind.status);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(kind.heading);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    // In the dark too: only colours change, so axe's colour rules (as e2e/accessibility.spec.ts does in Italian).
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(hexToRgb(schemes.dark.paper));
    // Pills ease their colours (0.2 s): axe reads them once they have arrived.
    await animationsEnded(page.locator("body"));
    const dark = await new AxeBuilder({ page }).withRules(["color-contrast", "link-in-text-block"]).analyze();
    expect(
      dark.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`),
      "dark",
    ).toEqual([]);
    await page.emulateMedia({ colorScheme: "light" });
    expect(siteErrors(consoleErrors)).toEqual([]);
    // On a phone the switcher is in the menu, whose every use the shell's specs check: the twin is the wide screen's.
    if (kind.status !== 200 || testInfo.project.name !== "desktop") return;
    // One tap to the twin, named in Italian (its language alone, as hreflang names it), and one back.
    await expect(switcher(page)).toHaveAttribute("lang", "it");
    await expect(switcher(page)).toHaveAttribute("hreflang", "it");
    await expect(switcher(page)).toHaveText(italian.site.nav.language);
    await switcher(page).click();
    await page.waitForURL(`**${twin.route}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.heading);
    await expect(switcher(page)).toHaveText(english.site.nav.language);
    await switcher(page).click();
    await page.waitForURL(`**${kind.route}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(kind.heading);
  });
}

test("a post with no English version: the Italian switcher leads to the English journal, and says so", { tag: "@any-screen" }, async ({ page }) => {
  const untranslated = italian.posts.find((post) => !english.posts.some((other) => other.folder === post.folder));
  test.skip(!untranslated, "every published post is translated: no post to check (the switcher's component test covers the words)");
  await page.goto(localizedRoutes.it.journalPost(untranslated!.slug));
  await expect(switcher(page)).toHaveText(english.site.nav.untranslated);
  await switcher(page).click();
  await page.waitForURL(`**${en.journal}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.journalPage.title);
});

test("the cookie bar speaks English, and a choice made in English holds in Italian", { tag: "@any-screen" }, async ({ page }) => {
  await page.goto(en.works);
  await waitForHydration(page);
  const bar = page.getByRole("region", { name: /./ }).filter({ has: page.getByRole("button", { name: english.site.cookieBar.accept, exact: true }) });
  await expect(bar).toContainText(english.site.cookieBar.text);
  await bar.getByRole("button", { name: english.site.cookieBar.decline, exact: true }).click();
  await page.goto(localizedRoutes.it.works);
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: italian.site.cookieBar.accept, exact: true })).toHaveCount(0);
});

test("the English brief: its errors in English, nothing typed lost, and the studio told the language", { tag: "@any-screen" }, async ({ page }) => {
  const { form: copy, errors } = english.contactPage;
  await page.goto(en.brief);
  await waitForHydration(page);
  await page.getByRole("button", { name: english.site.cookieBar.decline, exact: true }).click();
  const form = page.getByRole("form", { name: copy.label });
  await form.getByLabel(copy.name).fill("Ada Lovelace");
  await form.getByRole("button", { name: copy.submit }).click();
  await expect(form).toContainText(errors.email);
  await expect(form).toContainText(errors.message);
  await expect(form.getByLabel(copy.name)).toHaveValue("Ada Lovelace");
  const marker = `english-brief-${Date.now()}`;
  await form.getByLabel(copy.email).fill("ada@example.co.uk");
  await form.getByLabel(copy.message, { exact: false }).fill(`A booking app for a sailing school, with the instructors' shifts. ${marker}`);
  await form.getByRole("button", { name: copy.submit }).click();
  // The confirmation's heading, in the live region that replaces the form: the page's own title may read the same.
  await expect(page.getByRole("status").getByRole("heading", { name: english.contactPage.sent.title })).toBeFocused();
  await expect.poll(() => submissionLanguage(marker)).toBe("en");
});

test("the English search finds English pages only", { tag: "@any-screen" }, async ({ page }) => {
  const [post] = english.posts;
  const word = searchWordFor(post, english);
  await page.goto(en.search);
  await waitForHydration(page);
  await page.getByRole("searchbox", { name: english.searchPage.fieldLabel }).fill(word);
  const results = page.getByRole("list", { name: english.searchPage.resultsLabel });
  await expect(results.getByRole("link", { name: post.title, exact: true })).toHaveAttribute("href", en.journalPost(post.slug));
  for (const href of await results.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/en\//);
  }
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the English brief posts natively to the English thank-you page, marked English", { tag: "@any-screen" }, async ({ page }) => {
    const { form: copy, sent } = english.contactPage;
    const marker = `english-brief-no-js-${Date.now()}`;
    await page.goto(en.brief);
    const form = page.getByRole("form", { name: copy.label });
    await form.getByLabel(copy.name).fill("Ada Lovelace");
    await form.getByLabel(copy.email).fill("ada@example.co.uk");
    await form.getByLabel(copy.message, { exact: false }).fill(`A booking app for a sailing school, with the instructors' shifts. ${marker}`);
    await form.getByRole("button", { name: copy.submit }).click();
    await page.waitForURL(`**${en.briefSent}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(sent.title);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => submissionLanguage(marker)).toBe("en");
  });
});

/** The language field of the submission with `marker` in its message, once the served build's Netlify Forms has it. */
const submissionLanguage = (marker: string) => submissionsWith(formSubmissionsFile, marker)[0]?.fields[FIELD.language];

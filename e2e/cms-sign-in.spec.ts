import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";
import type { BrowserContext, Page } from "@playwright/test";
import { e2ePort, launchOptionsAt } from "./chromium";
import { expect, siteErrors, test } from "./fixtures";
import { createSignInStandIns, SITE_HOST } from "./stand-ins/sign-in.mjs";
import { journal, type ContentOf } from "../src/content/collections";
import { objectSchema } from "../src/content/fields";
import { cmsSettings } from "../src/cms/settings";
import { markdownToHtml } from "../src/cms/preview/markdown";

/**
 * The editors' sign-in as it happens on Netlify, on the production build under its own headers: /admin/ at a
 * site name (not localhost, so the CMS uses its GitHub backend and the editorial workflow), Netlify's OAuth popup
 * on its own origin handing the token over through `window.opener`, and GitHub's API. The two services are
 * stand-ins at the network boundary (e2e/stand-ins/, docs/cms-sign-in.md); the site is served as built.
 * The engines suite runs the same path in Firefox (e2e-engines/checks.mjs).
 */
const ORIGIN = `http://${SITE_HOST}:${e2ePort}`;

test.use({ baseURL: ORIGIN, launchOptions: launchOptionsAt(SITE_HOST) });

/** Front matter as the build reads it: YAML without its timestamp type (src/content/validate.ts). */
const frontMatter = (text: string) =>
  matter(text, { engines: { yaml: (source: string) => yaml.load(source, { schema: yaml.CORE_SCHEMA }) as object } });
const journalFolder = `content/${journal.source.folder}`;

/** The journal's posts, checked by the collection's schema: folder, front matter and text. */
const posts = fs
  .readdirSync(path.resolve(journalFolder))
  .sort()
  .map((slug) => {
    const file = `${journalFolder}/${slug}/index.md`;
    const { data, content } = frontMatter(fs.readFileSync(path.resolve(file), "utf8"));
    return { slug, file, data: objectSchema(journal.fields).parse(data) as ContentOf<typeof journal>, body: content };
  });

/** Answers every request to Netlify's and GitHub's APIs from the stand-ins. */
async function routeToStandIns(context: BrowserContext, standIns: ReturnType<typeof createSignInStandIns>) {
  for (const origin of standIns.origins) {
    await context.route(`${origin}/**`, async (route) => {
      const request = route.request();
      const answer = standIns.handle({ method: request.method(), url: request.url(), headers: await request.allHeaders(), body: request.postData() });
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    });
  }
}

/** What the stand-in popup saw of its opener, or that the CMS closed it, which it does once the handshake is done. */
async function openerSeenBy(popup: Page) {
  const closed = "closed by the CMS after the handshake";
  try {
    await popup.waitForLoadState("domcontentloaded");
    return (await popup.locator("#opener").textContent({ timeout: 5_000 })) ?? "";
  } catch (error) {
    if (popup.isClosed()) return closed;
    throw error;
  }
}

test.describe("the CMS's sign-in through Netlify and GitHub", { tag: "@any-screen" }, () => {
  test("an editor signs in, sees the journal, edits a post's title and saves it for review", async ({ page, context, consoleErrors }) => {
    // The whole editor's path: the CMS's 4 MB bundle, the sign-in, some seventy calls to GitHub and a save.
    test.slow();
    const standIns = createSignInStandIns({ root: process.cwd(), settings: cmsSettings });
    await routeToStandIns(context, standIns);

    await page.goto("/admin/");
    const popupOpens = context.waitForEvent("page");
    await page.getByRole("button", { name: "Accedi con GitHub" }).click();
    const popup = await popupOpens;
    expect(new URL(popup.url()).origin).toBe(cmsSettings.authBaseUrl);
    expect(await openerSeenBy(popup), "the popup on Netlify's origin must reach the CMS through window.opener").not.toBe("window.opener: null");
    expect(standIns.netlify.opened).toEqual([`?provider=github&site_id=${cmsSettings.siteDomain}&scope=repo`]);

    // Signed in: the journal lists every post of the repository.
    await page.getByRole("link", { name: journal.label }).first().click();
    for (const post of posts) await expect(page.getByRole("link", { name: post.data.title })).toBeVisible({ timeout: 20_000 });

    const [post] = posts;
    const title = `${post.data.title} (rivisto)`;
    await page.getByRole("link", { name: post.data.title }).click();
    const titleField = page.getByLabel("Titolo", { exact: true });
    await expect(titleField).toHaveValue(post.data.title, { timeout: 20_000 });
    await titleField.fill(title);
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    // Decap's notice that the save is done. (Its "Modifiche salvate" flag does not last: the reloaded post reads as
    // changed again, as it does when first opened; docs/cms-sign-in.md.)
    await expect(page.getByText("Voce salvata", { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(titleField).toHaveValue(title, { timeout: 20_000 });

    // Decap names the review branch after the collection and the entry's file in its folder, without the extension.
    const branch = `cms/${journal.name}/${path.posix.relative(journalFolder, post.file).replace(/\.md$/, "")}`;
    const saved = standIns.savedForReview({ branch, file: post.file });
    expect(saved).toMatchObject({
      branches: [branch, cmsSettings.branch].sort(),
      baseBranchUnchanged: true,
      commit: { onBaseBranch: true, changedFiles: [post.file] },
      pullRequests: [{ head: branch, base: cmsSettings.branch, state: "open", labels: ["decap-cms/draft"] }],
      unexpectedCalls: [],
    });
    // The post as the editor left it: the new title, every other field as it was, and valid; the text renders as it
    // did (Decap writes Markdown its own way, "*" for "-" in lists).
    const written = frontMatter(saved.text ?? "");
    expect(objectSchema(journal.fields).parse(written.data)).toEqual({ ...post.data, title });
    const asHtml = (markdown: string) => markdownToHtml(markdown, (image) => image);
    expect(asHtml(written.content)).toBe(asHtml(post.body));
    expect(siteErrors(consoleErrors)).toEqual([]);
  });
});

/**
 * The CMS's production sign-in: an editor signs in through Netlify's OAuth popup (its own origin, handing the token
 * over through `window.opener`), sees the journal, previews a post in the site's post header and saves its new title
 * for review. Netlify and GitHub are stand-ins at the network boundary (e2e/stand-ins/, docs/cms-sign-in.md), answered
 * through the driver's `routeRequests`: Playwright's routes in Chromium (e2e/cms-sign-in.spec.ts), a WebDriver BiDi
 * intercept in Firefox (the engines suite). WebKit's W3C WebDriver cannot answer a request: a listed skip.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import { markdownToHtml } from "../../src/cms/preview/markdown";
import { cmsSettings } from "../../src/cms/settings";
import { journal, type ContentOf } from "../../src/content/collections";
import { objectSchema } from "../../src/content/fields";
import { readFrontMatter } from "../../src/content/front-matter.mjs";
import { markdownFile } from "../../src/content/locale-files";
import { TRANSLATIONS } from "../../src/content/translations";
import { DEFAULT_LOCALE } from "../../src/lib/locales";
import { createSignInStandIns, SITE_HOST } from "../stand-ins/sign-in.mjs";
import type { Driver } from "./driver";

export const CMS_SIGN_IN =
  "CMS: an editor signs in through Netlify's popup, sees the journal, previews a post in the site's sections and saves its new title for review";

const journalFolder = `content/${journal.source.folder}`;
const postSchema = objectSchema(journal.fields);
/** A post's fields, checked by the collection's schema; what the file records of its translations aside (src/content/translations.ts). */
const postFields = ({ [TRANSLATIONS]: _translations, ...fields }: Record<string, unknown>) => postSchema.parse(fields) as ContentOf<typeof journal>;

/** The journal's posts, checked by the collection's schema: folder, front matter and text. */
function journalPosts() {
  return fs
    .readdirSync(path.resolve(journalFolder))
    .sort()
    .map((slug) => {
      const file = `${journalFolder}/${slug}/${markdownFile(DEFAULT_LOCALE)}`;
      const { data, body } = readFrontMatter(fs.readFileSync(path.resolve(file), "utf8"));
      return { slug, file, data: postFields(data), translations: data[TRANSLATIONS] as unknown, body };
    });
}

/**
 * What a Markdown text says, as the site's remark stack parses it: its tree, without positions (Decap writes "*" for
 * "-"). The plugins' typings name a newer unified than remark 13's own, hence the casts (as in src/cms/preview/markdown.ts).
 */
const markdownTree = (text: string) =>
  JSON.stringify(
    remark()
      .use(remarkGfm as never)
      .use(remarkFootnotes as never, { inlineNotes: true })
      .parse(text),
    (key, value) => (key === "position" ? undefined : value),
  );

/**
 * The preview beside the editor (Decap's frame, #preview-pane) shows the post's title as the site's post header does:
 * its own CSS module's class and the brand's font (src/cms/preview).
 */
const previewShowsTitle = (title: string) => {
  const heading = (document.getElementById("preview-pane") as HTMLIFrameElement | null)?.contentDocument?.querySelector("h1");
  if (heading?.textContent?.trim() !== title || heading.className === "") return false;
  return heading.ownerDocument.defaultView!.getComputedStyle(heading).fontFamily.replace(/"/g, "").startsWith("Space Grotesk");
};

const buttonWithText = (text: string) => [...document.querySelectorAll("button")].some((button) => button.textContent?.trim() === text);

export async function signInAndSaveForReview(d: Driver) {
  if (!d.routeRequests || !d.evaluateInPageAt) {
    d.skip(
      "this engine's WebDriver cannot answer a request to another host (no request interception), so the CMS's sign-in runs in Chromium and Firefox",
    );
  }
  const standIns = createSignInStandIns({ root: process.cwd(), settings: cmsSettings });
  const unroute = await d.routeRequests(standIns.origins, (request) => standIns.handle(request));
  try {
    const admin = new URL("/admin/", d.baseUrl);
    admin.hostname = SITE_HOST;
    await d.navigate(admin.href);
    await d.waitFor(buttonWithText, ["Accedi con GitHub"], "the login button", 20_000);
    await d.click("button", { text: "Accedi con GitHub", scroll: false });

    // Signed in once the CMS shows its collections; the popup says why if it could not hand the token over.
    const until = Date.now() + 20_000;
    while (!(await d.evaluate(() => Boolean(document.querySelector('a[href="#/collections/journal"]'))))) {
      const opener = await d.evaluateInPageAt(cmsSettings.authBaseUrl, () => document.getElementById("opener")?.textContent);
      assert.notEqual(opener, "window.opener: null", `the popup on Netlify's origin must reach the CMS through window.opener; it saw ${opener}`);
      if (Date.now() > until)
        throw new Error(`not signed in after 20 s (popups opened: ${JSON.stringify(standIns.netlify.opened)}, popup: ${opener})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual(standIns.netlify.opened, [`?provider=github&site_id=${cmsSettings.siteDomain}&scope=repo`], "the popups opened at Netlify");

    const posts = journalPosts();
    await d.click('a[href="#/collections/journal"]', { scroll: false });
    await d.waitFor(
      (titles: string[]) => titles.every((title) => document.body.innerText.includes(title)),
      [posts.map((post) => post.data.title)],
      "every post listed",
      20_000,
    );

    const [post] = posts;
    const title = `${post.data.title} (rivisto)`;
    // Decap names an entry by its file's path in the collection's folder, without the language and the extension.
    const entry = path.posix.relative(journalFolder, post.file).replace(/\.[a-z]{2}\.md$/, "");
    // Opened by its link, found and followed in one step in the page. The list may render again after every title is
    // in it (a click at the link's measured centre once landed beside it; a link focused for Enter was once replaced
    // before the key, and the editor never opened): within one step in the page, no render comes in between.
    const entryRoute = `#/collections/journal/entries/${entry}`;
    const followed = await d.evaluate((href: string) => {
      const link = document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`);
      link?.click();
      return Boolean(link);
    }, entryRoute);
    assert.ok(followed, `the journal lists no link to ${entryRoute}`);
    await d.waitFor((route: string) => location.hash === route, [entryRoute], "the post's editor to open", 20_000);
    const titleIs = (wanted: string) => {
      const label = [...document.querySelectorAll("label")].find((node) => node.textContent?.trim() === "Titolo");
      return (document.getElementById(label?.htmlFor ?? "") as HTMLInputElement | null)?.value === wanted;
    };
    await d.waitFor(titleIs, [post.data.title], "the post's title in the editor", 20_000);
    // The English side stands beside the Italian one first (Decap's i18n): the toggle puts the preview in its place.
    await d.click('button[title="Alterna anteprima"]', { scroll: false });
    await d.waitFor(previewShowsTitle, [post.data.title], "the post in the preview, in the site's post header", 20_000);
    // A click on the label puts the cursor in its field, as it does for an editor.
    await d.click("label", { text: "Titolo" });
    await d.press("End");
    await d.type(" (rivisto)");
    await d.waitFor(previewShowsTitle, [title], "the new title in the preview, as the editor types", 20_000);
    await d.waitFor(buttonWithText, ["Salva"], "the save button");
    await d.click("button", { text: "Salva", scroll: false });
    // Decap's notice that the save is done. (Its "Modifiche salvate" flag does not last: the reloaded post reads as
    // changed again, as it does when first opened; docs/cms-sign-in.md.)
    await d.waitFor(() => document.body.innerText.includes("Voce salvata"), [], "the save", 20_000);
    await d.waitFor(titleIs, [title], "the new title in the reloaded editor", 20_000);

    // Decap names the review branch after the collection and the entry's file in its folder, without the extension.
    const branch = `cms/${journal.name}/${entry}`;
    const { text, ...saved } = standIns.savedForReview({ branch, file: post.file });
    // Decap writes every language's file of the entry: the English one rewritten in its own style, if it changed at all.
    const englishFile = post.file.replace(markdownFile(DEFAULT_LOCALE), markdownFile("en"));
    const commit = saved.commit && { ...saved.commit, changedFiles: saved.commit.changedFiles.filter((file: string) => file !== englishFile) };
    assert.deepEqual(
      { ...saved, commit },
      {
        branches: [branch, cmsSettings.branch].sort(),
        baseBranchUnchanged: true,
        commit: { onBaseBranch: true, changedFiles: [post.file] },
        pullRequests: [{ head: branch, base: cmsSettings.branch, state: "open", labels: ["decap-cms/draft"] }],
        unexpectedCalls: [],
      },
    );
    // The post as the editor left it: the new title, every other field as it was, and valid; the text says what it did
    // (Decap writes Markdown its own way, "*" for "-" in lists).
    const written = readFrontMatter(text ?? "");
    assert.deepEqual(postFields(written.data), { ...post.data, title }, "the post's front matter: the new title, every other field as it was");
    assert.deepEqual(written.data[TRANSLATIONS], post.translations, "what the post records of its translations, as it was");
    assert.equal(markdownTree(written.body), markdownTree(post.body), "the post's text");
    const asHtml = (markdown: string) => markdownToHtml(markdown, (image) => image);
    assert.equal(asHtml(written.body), asHtml(post.body), "the post's text as the site renders it");
    const { errors, csp } = await d.problems();
    assert.deepEqual(csp, [], "CSP violations");
    assert.deepEqual(errors, [], "errors");
  } finally {
    await unroute();
  }
}

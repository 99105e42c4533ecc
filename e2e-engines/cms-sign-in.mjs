/**
 * The CMS's production sign-in in Firefox, whose handling of `window.opener` across origins differs from
 * Chromium's: the same path as e2e/cms-sign-in.spec.ts, with the same stand-ins for Netlify's OAuth popup and
 * GitHub's API (e2e/stand-ins/), answered through a WebDriver BiDi intercept (drivers/firefox.mjs).
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import matter from "gray-matter";
import yaml from "js-yaml";
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import { createSignInStandIns, SITE_HOST } from "../e2e/stand-ins/sign-in.mjs";

export const CMS_SIGN_IN_CHECK =
  "CMS: an editor signs in through Netlify's popup, sees the journal, previews a post in the site's sections and saves its new title for review";

/** Front matter as the build reads it: YAML without its timestamp type (src/content/validate.ts). */
const frontMatter = (text) => matter(text, { engines: { yaml: (source) => yaml.load(source, { schema: yaml.CORE_SCHEMA }) } });

/** The journal's posts: folder, front matter and text. (The schema is TypeScript, which this suite cannot import.) */
function journalPosts() {
  const folder = "content/journal";
  return fs
    .readdirSync(folder)
    .sort()
    .map((slug) => {
      const file = `${folder}/${slug}/index.md`;
      const { data, content } = frontMatter(fs.readFileSync(file, "utf8"));
      assert.equal(typeof data.title, "string", `${file}: title`);
      return { slug, file, data, body: content };
    });
}

/** What a Markdown text says, as the site's remark stack parses it: its tree, without positions (Decap writes "*" for "-"). */
const markdownTree = (text) =>
  JSON.stringify(remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true }).parse(text), (key, value) =>
    key === "position" ? undefined : value,
  );

/**
 * The preview beside the editor (Decap's frame, #preview-pane) shows the post's title as the site's post header does:
 * its own CSS module's class and the brand's font (src/cms/preview).
 */
const previewShowsTitle = (title) => {
  const heading = document.getElementById("preview-pane")?.contentDocument?.querySelector("h1");
  if (heading?.textContent?.trim() !== title || heading.className === "") return false;
  return heading.ownerDocument.defaultView.getComputedStyle(heading).fontFamily.replace(/"/g, "").startsWith("Space Grotesk");
};

const buttonWithText = (text) => [...document.querySelectorAll("button")].some((button) => button.textContent.trim() === text);

/** @param {import("./drivers/driver.mjs").Driver & Record<string, Function>} d a driver that can route requests (Firefox's) */
export async function signInAndSaveForReview(d) {
  // The CMS's settings are TypeScript without imports of their own: Node strips the types.
  const { cmsSettings } = await import("../src/cms/settings.ts");
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
    assert.deepEqual(standIns.netlify.opened, [`?provider=github&site_id=${cmsSettings.siteDomain}&scope=repo`]);

    const posts = journalPosts();
    await d.click('a[href="#/collections/journal"]', { scroll: false });
    await d.waitFor(
      (titles) => titles.every((title) => document.body.innerText.includes(title)),
      [posts.map((post) => post.data.title)],
      "every post listed",
      20_000,
    );

    const [post] = posts;
    const title = `${post.data.title} (rivisto)`;
    // Decap names an entry by its file's path in the collection's folder, without the extension.
    const entry = `${post.slug}/index`;
    await d.click(`a[href="#/collections/journal/entries/${entry}"]`);
    const titleIs = (wanted) => {
      const label = [...document.querySelectorAll("label")].find((node) => node.textContent.trim() === "Titolo");
      return document.getElementById(label?.htmlFor ?? "")?.value === wanted;
    };
    await d.waitFor(titleIs, [post.data.title], "the post's title in the editor", 20_000);
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

    const branch = `cms/journal/${entry}`;
    const { text, ...saved } = standIns.savedForReview({ branch, file: post.file });
    assert.deepEqual(saved, {
      branches: [branch, cmsSettings.branch].sort(),
      baseBranchUnchanged: true,
      commit: { onBaseBranch: true, changedFiles: [post.file] },
      pullRequests: [{ head: branch, base: cmsSettings.branch, state: "open", labels: ["decap-cms/draft"] }],
      unexpectedCalls: [],
    });
    const written = frontMatter(text ?? "");
    assert.deepEqual(written.data, { ...post.data, title }, "the post's front matter: the new title, every other field as it was");
    assert.equal(markdownTree(written.content), markdownTree(post.body), "the post's text");
    const { errors, csp } = await d.problems();
    assert.deepEqual(csp, [], "CSP violations");
    assert.deepEqual(errors, [], "errors");
  } finally {
    await unroute();
  }
}

import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { test, expect, siteErrors } from "./fixtures";
import { collections, faq, journal, works, type ContentOf, type site } from "../src/content/collections";
import { readFrontMatter } from "../src/content/front-matter.mjs";
import { markdownFile } from "../src/content/locale-files";
import { REVIEWED } from "../src/content/translations";
import { JOURNAL_IN_ENGLISH } from "../src/cms/config";
import { launchCheck } from "../scripts/placeholders.mjs";
import { LOCALES } from "../src/lib/locales";
import { readEntries, validateContent } from "../src/content/validate";
import { readContent } from "./content";
import { startDecapServer, stopDecapServer } from "./decap-server";

/**
 * The editors' path, end to end: Decap CMS at /admin/ on the production build,
 * with its local backend (decap-server, as `npm run cms` starts it) writing into a
 * throwaway copy of the repository. What the CMS writes must pass the build's
 * content validation, so editors cannot break the site.
 */
let repo: string;
let decap: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  // Time to wait for the port while the development server's test holds it (e2e/decap-server.ts).
  testInfo.setTimeout(240_000);
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync("content", path.join(repo, "content"), { recursive: true });
  fs.mkdirSync(path.join(repo, "static"), { recursive: true });
  decap = await startDecapServer(repo, 200_000);
});

test.afterAll(async () => {
  await stopDecapServer(decap);
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the CMS is a desktop tool; one run is enough");
});

async function signIn(page: import("@playwright/test").Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Accedi" }).click();
  await expect(page.getByRole("link", { name: "Journal" }).first()).toBeVisible({ timeout: 20_000 });
}

test("the admin page is not indexed, lists every collection in Italian, and each page's copy with its English state as npm run launch-check has it", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/admin/");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/none|noindex/);
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await page.getByRole("button", { name: "Accedi" }).click();
  for (const label of ["Sito e pagine", "Works", "Journal"]) {
    await expect(page.getByRole("link", { name: label }).first()).toBeVisible({ timeout: 20_000 });
  }
  await page.getByRole("link", { name: "Sito e pagine" }).first().click();
  // The admin was built from this content: each file's label says what launch-check lists of it.
  const unapproved = launchCheck(path.join(repo, "content"), repo)
    .filter((finding: { note?: string }) => /\breviewed\b/.test(finding.note ?? ""))
    .map((finding: { file: string }) => finding.file);
  for (const collection of collections) {
    if (collection.source.type !== "yaml") continue;
    const state = unapproved.includes(`content/${collection.source.file}`) ? "da approvare" : "approvata";
    await expect(page.getByText(`${collection.label} · inglese: ${state}`, { exact: true })).toBeVisible();
  }
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("the journal lists each post once, by its Italian title: its English file is the same entry's", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/journal");
  const italian = readContent();
  const english = readContent(undefined, undefined, "en");
  for (const post of italian.posts) await expect(page.getByText(post.title, { exact: false }).first()).toBeVisible();
  for (const post of english.posts) await expect(page.getByText(post.title, { exact: false })).toHaveCount(0);
});

/** Asks Decap to publish the entry open in the editor (the local backend publishes at once, with no pull request). */
async function choosePublishNow(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("menuitem", { name: /Pubblica ora/ }).click();
}

/**
 * Publishes the entry and resolves once its files are whole on disk: Decap says "Voce salvata" when decap-server has
 * answered, after it wrote every language's file. (A file that merely exists may still be half written.)
 */
async function publishNow(page: import("@playwright/test").Page) {
  await choosePublishNow(page);
  await expect(page.getByText("Voce salvata")).toBeVisible({ timeout: 15_000 });
}

/**
 * A field of the Italian side: the editor shows the Italian pane on the left and the English one beside it (Decap's
 * i18n), each with the same labels, the Italian first in the page.
 */
const italianField = (page: import("@playwright/test").Page, label: string) => page.getByLabel(label, { exact: true }).first();
const englishField = (page: import("@playwright/test").Page, label: string) => page.getByLabel(label, { exact: true }).nth(1);

test("an editor publishes a journal post in Italian only: the build accepts it, with no English version", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/journal/new");
  await italianField(page, "Titolo").fill("Prova dal CMS");
  // Exact: the optional "updated" date's label also names the publication date.
  await italianField(page, "Data di pubblicazione").fill("2026-11-20");
  await italianField(page, "Descrizione").fill("Un articolo scritto nel CMS durante i test.");
  // A tag is chosen from content/tags.yaml's list, by its name; the file saves its address.
  const [tag] = readContent().tags.items;
  await chooseTag(page, 0, tag.label);
  const body = page.locator('[data-slate-editor="true"]').first();
  await body.click();
  await page.keyboard.type("Un paragrafo scritto da un editor.");

  await publishNow(page);

  const folder = path.join(repo, "content/journal/2026-11-20-prova-dal-cms");
  const postFile = path.join(folder, markdownFile("it"));
  const written = fs.readFileSync(postFile, "utf8");
  expect(written).toContain("title: Prova dal CMS");
  expect(written).toContain("Un paragrafo scritto da un editor.");
  expect(readFrontMatter(written).data.tags).toEqual([tag.slug]);
  const contentDir = path.join(repo, "content");
  expect(validateContent(contentDir)).toEqual([]);
  // Decap may write an English file of the shared fields alone (decap-cms #5112): that is no English version.
  expect(readEntries(journal, contentDir, "en").map((entry) => entry.dir)).not.toContain(folder);
  expect(readEntries(journal, contentDir, "it").map((entry) => entry.dir)).toContain(folder);
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("an editor writes a post in both languages side by side: each language's file holds its own texts", async ({ page, consoleErrors }) => {
  const fields = journal.fields;
  // Each side chooses from its own language's tags: the last Italian one and its English twin (the same code).
  const [italianTag, englishTag] = LOCALES.map((locale) => readContent(undefined, undefined, locale).tags.items.at(-1)!);
  const texts = {
    it: { title: "Prova in due lingue", description: "Un articolo scritto nel CMS in italiano.", tag: italianTag, body: "Il testo italiano." },
    en: { title: "A test in two languages", description: "A post written in the CMS in English.", tag: englishTag, body: "The English text." },
  };
  await signIn(page);
  await page.goto("/admin/#/collections/journal/new");
  // The date is shared: written once, in Italian, and greyed on the English side.
  await italianField(page, fields.date.label).fill("2026-11-21");
  for (const [side, locale] of [
    [0, "it"],
    [1, "en"],
  ] as const) {
    const field = side === 0 ? italianField : englishField;
    await field(page, fields.title.label).fill(texts[locale].title);
    await field(page, fields.description.label).fill(texts[locale].description);
    await chooseTag(page, side, texts[locale].tag.label);
    await page.locator('[data-slate-editor="true"]').nth(side).click();
    await page.keyboard.type(texts[locale].body);
  }
  await expect(englishField(page, fields.date.label)).toBeDisabled();

  await publishNow(page);

  const folder = path.join(repo, "content/journal/2026-11-21-prova-in-due-lingue");
  const contentDir = path.join(repo, "content");
  expect(validateContent(contentDir)).toEqual([]);
  for (const locale of LOCALES) {
    const entry = readEntries(journal, contentDir, locale).find((candidate) => candidate.dir === folder);
    expect({ locale, title: entry?.data.title, tags: entry?.data.tags, date: entry?.data.date }).toEqual({
      locale,
      title: texts[locale].title,
      tags: [texts[locale].tag.slug],
      date: "2026-11-21",
    });
    expect(fs.readFileSync(path.join(folder, markdownFile(locale)), "utf8")).toContain(texts[locale].body);
  }
  expect(siteErrors(consoleErrors)).toEqual([]);
});

/** Chooses a tag on a side (0 Italian, 1 English) by its name, among those Decap's relation offers from content/tags.yaml. */
async function chooseTag(page: import("@playwright/test").Page, side: 0 | 1, label: string) {
  await page.locator('input[id^="tags-field"]').nth(side).fill(label);
  await page.getByRole("option", { name: label, exact: true }).click();
}

/** A field of a list's item being written: the one open on a side (Decap keeps the others' fields, closed, in the page). */
const openItemField = (page: import("@playwright/test").Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(opzionale\\))?$`, "i")).filter({ visible: true });

test("an editor adds a work's result on the Italian side: the English side shows its numbers read-only and keeps the English words typed there", async ({
  page,
  consoleErrors,
}) => {
  const resultsField = works.fields.results;
  const { fields } = resultsField.of;
  const work = readContent().works.find((candidate) => (candidate.results?.length ?? 0) < (resultsField.max ?? Infinity));
  test.skip(!work, "every work has as many results as it may");
  const texts = { it: { measure: "Misura dal CMS", period: "novembre 2026" }, en: { measure: "Measure from the CMS", period: "November 2026" } };
  await signIn(page);
  await page.goto(`/admin/#/collections/works/entries/${work!.folder}/index`);
  await expect(page.getByText("Scrivendo in EN")).toBeVisible();
  // The Italian item, whole, in Decap's list.
  await page.getByRole("button", { name: new RegExp(`(Add|Aggiungi) ${resultsField.of.label}`, "i") }).click();
  const italian = (label: string) => openItemField(page, label).first();
  await italian(fields.measure.label).fill(texts.it.measure);
  await italian(fields.after.label).fill("20");
  await italian(fields.date.label).fill("2026-11-01");
  await italian(fields.period.label).fill(texts.it.period);
  await italian(fields.source.label).fill("analytics");
  const unit = await page.locator("label", { hasText: fields.unit.label }).filter({ visible: true }).first().getAttribute("for");
  await page.locator(`[id="${unit}"]`).locator("xpath=ancestor::div[contains(@class,'control')][1]").click();
  await page.getByRole("option", { name: fields.unit.options[0], exact: true }).click();
  // The English side follows at once (src/cms/paired-list.tsx): the item's shared values as text, its words to write.
  const englishItems = page.locator("fieldset").filter({ has: page.locator("dt", { hasText: fields.after.label }) });
  const count = (work!.results?.length ?? 0) + 1;
  await expect(englishItems).toHaveCount(count);
  const added = englishItems.last();
  await expect(added.locator("dd").filter({ hasText: /^20$/ })).toHaveCount(1);
  await expect(added.locator("dd").filter({ hasText: fields.unit.options[0] })).toHaveCount(1);
  // No English field accepts a number, a unit or a date the build would ignore.
  await expect(added.getByRole("spinbutton")).toHaveCount(0);
  await expect(added.getByRole("textbox")).toHaveCount(Object.values(fields).filter((field) => field.kind === "string" && !field.shared).length);
  await added.getByLabel(fields.measure.label).fill(texts.en.measure);
  await added.getByLabel(fields.period.label).fill(texts.en.period);
  await added.getByLabel(fields.source.label).fill("analytics");
  await publishNow(page);

  const contentDir = path.join(repo, "content");
  const resultsIn = (locale: "it" | "en") =>
    readEntries(works, contentDir, locale).find((entry) => entry.dir.endsWith(work!.folder))?.data.results ?? [];
  expect(validateContent(contentDir)).toEqual([]);
  expect(resultsIn("it")).toHaveLength(count);
  expect(resultsIn("en").map((result) => result.id)).toEqual(resultsIn("it").map((result) => result.id));
  for (const locale of LOCALES) {
    const last = resultsIn(locale).at(-1);
    expect({ locale, measure: last?.measure, period: last?.period, after: last?.after, unit: last?.unit, date: last?.date }).toEqual({
      locale,
      ...texts[locale],
      after: 20,
      unit: fields.unit.options[0],
      date: "2026-11-01",
    });
  }
  // Each Italian item's fields in the schema's order, whatever order the editor filled them in (src/cms/front-matter-format.ts).
  const italianFile = readFrontMatter(fs.readFileSync(path.join(contentDir, "works", work!.folder, markdownFile("it")), "utf8")).data;
  for (const item of italianFile.results as Array<Record<string, unknown>>)
    expect(Object.keys(item)).toEqual(Object.keys(fields).filter((key) => key in item));
  // The results that were there keep their English words.
  expect(
    resultsIn("en")
      .slice(0, -1)
      .map((result) => result.measure),
  ).toEqual(
    readContent(undefined, undefined, "en")
      .works.find((w) => w.folder === work!.folder)!
      .results!.map((result) => result.measure),
  );
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("an English copy not approved yet is marked in the works list; approving it there leaves npm run launch-check without it", async ({
  page,
  consoleErrors,
}) => {
  const contentDir = path.join(repo, "content");
  const unapproved = readEntries(works, contentDir, "en").find((entry) => entry.reviewed === false);
  test.skip(!unapproved, "every English work is approved");
  const folder = path.basename(unapproved!.dir);
  // launch-check's line for this English file's approval (the file's other lines, its results to confirm, stay).
  const listed = () =>
    launchCheck(contentDir, repo).filter(
      (finding: { file: string; note?: string }) =>
        finding.file === `content/works/${folder}/${markdownFile("en")}` && /\breviewed\b/.test(finding.note ?? ""),
    );
  expect(listed()).toHaveLength(1);
  await signIn(page);
  await page.goto("/admin/#/collections/works");
  await page.getByText("Filtra per").click();
  await page.getByText("Inglese da approvare", { exact: true }).click();
  const title = readEntries(works, contentDir).find((entry) => entry.dir === unapproved!.dir)!.data.title;
  const row = page.getByRole("link", { name: new RegExp(`${title}.*inglese: da approvare`) });
  await expect(row).toBeVisible();
  await row.click();
  await page.getByRole("checkbox", { name: /Approvata/ }).check();
  await publishNow(page);
  expect(listed()).toEqual([]);
  expect(readEntries(works, contentDir, "en").find((entry) => entry.dir === unapproved!.dir)?.reviewed).toBe(true);
  expect(validateContent(contentDir)).toEqual([]);
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("an editor writes a post in English only, in the journal of posts written in English: it builds, in the English journal alone", async ({
  page,
  consoleErrors,
}) => {
  const fields = journal.fields;
  await signIn(page);
  await page.goto(`/admin/#/collections/${JOURNAL_IN_ENGLISH}/new`);
  // English is this collection's own language, on the left, where Decap requires the fields.
  await expect(page.getByText("Scrivendo in EN")).toBeVisible();
  await italianField(page, fields.title.label).fill("A post in English only");
  await italianField(page, fields.date.label).fill("2026-11-22");
  await italianField(page, fields.description.label).fill("Written in the CMS, in English alone.");
  // English on the left: its tag is chosen from the English tags, by its English name.
  const [englishTag] = readContent(undefined, undefined, "en").tags.items;
  await chooseTag(page, 0, englishTag.label);
  await page.locator('[data-slate-editor="true"]').first().click();
  await page.keyboard.type("An English paragraph.");
  await publishNow(page);

  const contentDir = path.join(repo, "content");
  const folder = path.join(contentDir, "journal/2026-11-22-a-post-in-english-only");
  expect(validateContent(contentDir)).toEqual([]);
  expect(readEntries(journal, contentDir, "en").find((entry) => entry.dir === folder)?.data.tags).toEqual([englishTag.slug]);
  // Decap writes an Italian file of the shared fields alone: no Italian version.
  expect(readEntries(journal, contentDir, "it").map((entry) => entry.dir)).not.toContain(folder);
  // Decap opens the saved entry at its new address first: the list is opened after it.
  await page.waitForURL(/\/entries\//);
  await page.goto("/admin/#/collections/journal");
  await expect(page.getByText(readContent().posts[0].title, { exact: false }).first()).toBeVisible();
  await expect(page.getByText("A post in English only")).toHaveCount(0);
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("an editor renames the FAQ section and the YAML file stays valid", async ({ page, consoleErrors }) => {
  const faqFile = path.join(repo, "content/faq.yaml");
  const sections = () => yaml.load(fs.readFileSync(faqFile, "utf8")) as Record<"it" | "en", ContentOf<typeof faq> & { [REVIEWED]?: boolean }>;
  const englishBefore = sections().en;
  expect(englishBefore[REVIEWED]).toBeDefined();
  await signIn(page);
  await page.goto("/admin/#/collections/impostazioni/entries/faq");
  await italianField(page, "Titolo della sezione").fill("Domande frequenti dal CMS");
  await publishNow(page);

  expect(sections().it.title).toBe("Domande frequenti dal CMS");
  // The English side as it was, with the fluent reader's mark under `en:`: no CMS field, Decap writes it back.
  expect(sections().en).toEqual(englishBefore);
  expect(validateContent(path.join(repo, "content"))).toEqual([]);
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("the CMS refuses a Partita IVA with a wrong check digit and a PEC that is no address, in Italian", async ({ page, consoleErrors }) => {
  // Two saves of the largest settings file, one refused and one published.
  test.slow();
  const siteFile = path.join(repo, "content/site.yaml");
  const before = fs.readFileSync(siteFile, "utf8");
  const vat = (yaml.load(before) as { it: ContentOf<typeof site> }).it.company.vatNumber;
  // The same number with its check digit moved on by one: the right form, the wrong check.
  const wrongVat = vat.slice(0, 10) + String((Number(vat[10]) + 1) % 10);
  await signIn(page);
  await page.goto("/admin/#/collections/impostazioni/entries/site");
  await italianField(page, "Partita IVA").fill(wrongVat);
  await italianField(page, "PEC").fill("studio-pec.it");
  await choosePublishNow(page);
  await expect(page.getByText("Partita IVA: l'ultima cifra non è la cifra di controllo delle altre dieci: ricontrolla il numero.")).toBeVisible();
  await expect(page.getByText(/PEC non corrisponde allo schema: un indirizzo e-mail/)).toBeVisible();
  expect(fs.readFileSync(siteFile, "utf8")).toBe(before);

  // With the right number and a real address, the same entry is published, and the build accepts it. Each field is
  // emptied first: Decap's text control puts the caret back where it was, so a second fill would insert, not replace.
  for (const [label, value] of [
    ["Partita IVA", vat],
    ["PEC", "studio@pec.it"],
  ]) {
    await italianField(page, label).clear();
    await italianField(page, label).fill(value);
  }
  await publishNow(page);
  expect(fs.readFileSync(siteFile, "utf8")).toContain("pec: studio@pec.it");
  expect(validateContent(path.join(repo, "content"))).toEqual([]);
  // Decap's persistEntry answers a refused save with Promise.reject() and nothing in it: one "undefined", that save's.
  expect(siteErrors(consoleErrors)).toEqual(["undefined"]);
});

/**
 * The preview frame beside the editor (Decap renders the template into an iframe with this id). The English side
 * stands there first: the toggle puts the preview in its place.
 */
async function showPreview(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Alterna anteprima" }).click();
  return page.frameLocator("#preview-pane");
}

/**
 * The brand's heading font is in use and the site's tokens and CSS modules style the element. The frame loads
 * /admin/cms.css on its own, after the template has rendered: read until it has (under load the text came first, with
 * no stylesheet yet and no font requested), as `expectStyledAsOnTheSite` does.
 */
async function styledAsOnTheSite(element: import("@playwright/test").Locator) {
  return element.evaluate(async (node) => {
    const doc = node.ownerDocument;
    await doc.fonts.ready;
    const style = doc.defaultView!.getComputedStyle(node);
    // The colour token, as the site's global.css defines it, resolved by the frame.
    const probe = doc.createElement("span");
    probe.style.color = "var(--color-black)";
    doc.body.append(probe);
    const tokenBlack = doc.defaultView!.getComputedStyle(probe).color;
    probe.remove();
    return {
      fontFamily: style.fontFamily.split(",")[0].replace(/"/g, "").trim(),
      fontLoaded: doc.fonts.check(`700 32px "Space Grotesk Variable"`),
      color: style.color,
      tokenBlack,
      moduleClass: node.className.length > 0,
    };
  });
}

const SITE_STYLE = {
  fontFamily: "Space Grotesk Variable",
  fontLoaded: true,
  color: "rgb(17, 17, 17)",
  tokenBlack: "rgb(17, 17, 17)",
  moduleClass: true,
};

/** Waits until the preview's element is styled as on the site (a state, read again until it holds or times out). */
const expectStyledAsOnTheSite = (element: import("@playwright/test").Locator) => expect.poll(() => styledAsOnTheSite(element)).toEqual(SITE_STYLE);

test("the preview shows a journal post being written with the site's font and colours", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/journal/new");
  await italianField(page, "Titolo").fill("Un titolo scritto ora");
  const body = page.locator('[data-slate-editor="true"]').first();
  await body.click();
  await page.keyboard.type("Un paragrafo che l'editor vede subito.");

  const frame = await showPreview(page);
  const heading = frame.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Un titolo scritto ora");
  await expect(frame.getByText("Un paragrafo che l'editor vede subito.")).toBeVisible();
  await expectStyledAsOnTheSite(heading);
  // The half-written post says what is missing, in Italian, instead of failing.
  await expect(frame.getByTestId("preview-missing")).toContainText("Descrizione");
  await page.screenshot({ path: ".test-output/cms-preview.png" });
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("the preview shows an FAQ answer being written, in the site's accordion", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/impostazioni/entries/faq");
  const frame = await showPreview(page);
  await expect(frame.getByRole("heading", { level: 3 }).first()).toBeVisible();
  // A new item opens expanded at the end of the list: write its question and answer.
  // The list's add button names one item, by the schema's label for it (src/cms/config.ts, label_singular).
  await page.getByRole("button", { name: new RegExp(`(Add|Aggiungi) ${faq.fields.items.of.label}`, "i") }).click();
  // With the preview in place of the English side, the Italian side's fields alone are on the page.
  await page.getByLabel("Domanda", { exact: true }).last().fill("Una domanda nuova?");
  await page.getByLabel("Risposta", { exact: true }).last().fill("Una risposta scritta nel CMS.");
  await frame.getByRole("button", { name: "Una domanda nuova?" }).click();
  await expect(frame.getByText("Una risposta scritta nel CMS.")).toBeVisible();
  await expectStyledAsOnTheSite(frame.getByRole("heading", { level: 2 }));
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("a work opens with Italian and English side by side; the English title saved goes to the English file, and the preview shows it", async ({
  page,
  consoleErrors,
}) => {
  const [work] = readContent().works;
  const englishWork = readContent(undefined, undefined, "en").works.find((other) => other.folder === work.folder);
  test.skip(!englishWork, "the first work has no English version to edit");
  const contentDir = path.join(repo, "content");
  const englishFile = () => readFrontMatter(fs.readFileSync(path.join(contentDir, "works", work.folder, markdownFile("en")), "utf8")).data;
  const approvedBefore = englishFile()[REVIEWED];
  // The width of the screenshots kept in docs/screenshots/48 (copied from .test-output by hand).
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  // Decap names an entry by its file in the folder, without the language and the extension.
  await page.goto(`/admin/#/collections/works/entries/${work.folder}/index`);
  await expect(page.getByText("Scrivendo in IT")).toBeVisible();
  await expect(page.getByText("Scrivendo in EN")).toBeVisible();
  await expect(italianField(page, works.fields.title.label)).toHaveValue(work.title);
  await expect(englishField(page, works.fields.title.label)).toHaveValue(englishWork!.title);
  // A shared value is the Italian one on the English side too (shown there greyed, Decap's `duplicate`).
  await expect(englishField(page, works.fields.number.label)).toHaveValue(work.number);
  await page.screenshot({ path: ".test-output/cms-side-by-side-1440.png" });

  const retitled = `${englishWork!.title} (edited)`;
  await englishField(page, works.fields.title.label).fill(retitled);
  await publishNow(page);
  const titleIn = (locale: "it" | "en") => readEntries(works, contentDir, locale).find((entry) => entry.dir.endsWith(work.folder))?.data.title;
  expect(titleIn("en")).toBe(retitled);
  expect(titleIn("it")).toBe(work.title);
  expect(validateContent(contentDir)).toEqual([]);
  // The fluent reader's approval is the English side's own switch, left as it was: an edit does not approve it.
  expect(englishFile()[REVIEWED]).toBe(approvedBefore);

  // The preview shows the left side's language: English once the editor writes in English there.
  const frame = await showPreview(page);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(work.title);
  await page.getByText("Scrivendo in IT").click();
  await page.getByRole("menuitem", { name: "en", exact: true }).click();
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(retitled);
  await expect(frame.locator("html")).toHaveAttribute("lang", "en");
  // The works page's own words in English too (the saved texts, in the preview's language), and nothing to complete:
  // what the English side shares (the images' files) is the Italian side's.
  const englishPages = readContent(undefined, undefined, "en");
  await expect(frame.getByRole("list", { name: englishPages.worksPage.imagesLabel })).toBeVisible();
  await expect(frame.getByTestId("preview-missing")).toHaveCount(0);
  await page.screenshot({ path: ".test-output/cms-preview-en-1440.png" });
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("a post whose front matter is JavaScript opens with the reason in Italian, is not saved, and none of it runs", async ({
  page,
  consoleErrors,
}) => {
  // Written in Git, as no editor can through the CMS; its JavaScript would run where a reader evaluates it (gray-matter).
  const folder = path.join(repo, "content/journal/2026-11-22-front-matter-in-javascript");
  const file = path.join(folder, markdownFile("it"));
  const text = '---js\n{ title: (window.__frontMatterRan = "sì", "Un titolo"), date: "2026-11-22" }\n---\n\nIl testo.\n';
  fs.mkdirSync(folder);
  fs.writeFileSync(file, text);
  try {
    const reason = "Questo file non si può aprire né salvare dal CMS: il front matter si apre con «---js»";
    await signIn(page);
    // Its language cannot be read either: both journals list it.
    for (const collection of ["journal", JOURNAL_IN_ENGLISH]) {
      await page.goto(`/admin/#/collections/${collection}`);
      await expect(page.getByText(reason).first()).toBeVisible();
    }
    await page.goto(`/admin/#/collections/journal/entries/${path.basename(folder)}/index`);
    await expect(italianField(page, journal.fields.title.label)).toHaveValue(new RegExp(`^⚠ ${reason}`));
    await page.screenshot({ path: ".test-output/cms-front-matter-refused.png" });
    // The other required fields filled, the save itself is refused, with the reason.
    await italianField(page, journal.fields.date.label).fill("2026-11-22");
    await italianField(page, journal.fields.description.label).fill("Una descrizione.");
    await chooseTag(page, 0, readContent().tags.items[0].label);
    await choosePublishNow(page);
    await expect(page.getByText(`Salvataggio della voce non riuscito: Error: ${reason}`, { exact: false })).toBeVisible();
    expect(fs.readFileSync(file, "utf8")).toBe(text);
    expect(await page.evaluate(() => (window as unknown as { __frontMatterRan?: string }).__frontMatterRan)).toBeUndefined();
    // What Decap reports of any save that fails: the error, logged, and its failure action, rejected unhandled.
    expect(siteErrors(consoleErrors)).toEqual([expect.stringContaining(`Error: ${reason}`), "Object"]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

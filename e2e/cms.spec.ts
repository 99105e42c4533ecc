import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { test, expect, siteErrors } from "./fixtures";
import { faq, type ContentOf, type site } from "../src/content/collections";
import { validateContent } from "../src/content/validate";
import { readContent } from "./content";

/**
 * The editors' path, end to end: Decap CMS at /admin/ on the production build,
 * with its local backend (decap-server, as `npm run cms` starts it) writing into a
 * throwaway copy of the repository. What the CMS writes must pass the build's
 * content validation, so editors cannot break the site.
 */
const DECAP_PORT = 8081; // the port src/cms/config.ts expects for the local backend

let repo: string;
let decap: ChildProcess;

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve();
      });
      socket.on("error", () => {
        if (Date.now() > deadline) reject(new Error(`decap-server did not listen on ${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== "desktop") return;
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync("content", path.join(repo, "content"), { recursive: true });
  fs.mkdirSync(path.join(repo, "static"), { recursive: true });
  decap = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: repo, BIND_HOST: "127.0.0.1", PORT: String(DECAP_PORT) },
    stdio: "ignore",
  });
  await waitForPort(DECAP_PORT, 15_000);
});

test.afterAll(() => {
  decap?.kill();
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

test("the admin page is not indexed and lists every collection in Italian", async ({ page, consoleErrors }) => {
  const response = await page.goto("/admin/");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/none|noindex/);
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await page.getByRole("button", { name: "Accedi" }).click();
  for (const label of ["Sito e pagine", "Works", "Journal"]) {
    await expect(page.getByRole("link", { name: label }).first()).toBeVisible({ timeout: 20_000 });
  }
  await page.getByRole("link", { name: "Sito e pagine" }).first().click();
  for (const label of ["Impostazioni del sito", "Servizi", "Tecnologie", "Domande frequenti", "Team", "Collaboratori"]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("the journal lists each post once, by its Italian title: its English file is no entry of its own", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/journal");
  const italian = readContent();
  const english = readContent(undefined, undefined, "en");
  for (const post of italian.posts) await expect(page.getByText(post.title, { exact: false }).first()).toBeVisible();
  for (const post of english.posts) await expect(page.getByText(post.title, { exact: false })).toHaveCount(0);
});

test("an editor publishes a journal post that the build accepts", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/journal/new");
  await page.getByLabel("Titolo", { exact: true }).fill("Prova dal CMS");
  // Exact: the optional "updated" date's label also names the publication date.
  await page.getByLabel("Data di pubblicazione", { exact: true }).fill("2026-11-20");
  await page.getByLabel("Descrizione", { exact: true }).fill("Un articolo scritto nel CMS durante i test.");
  await page.getByRole("button", { name: /(Add|Aggiungi) tag/i }).click();
  await page.locator('[id^="tags-field"] input, input[id*="tags"]').last().fill("cms");
  const body = page.locator('[data-slate-editor="true"]').first();
  await body.click();
  await page.keyboard.type("Un paragrafo scritto da un editor.");

  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("menuitem", { name: /Pubblica ora/ }).click();

  const postFile = path.join(repo, "content/journal/2026-11-20-prova-dal-cms/index.md");
  await expect.poll(() => fs.existsSync(postFile), { timeout: 15_000 }).toBe(true);
  const written = fs.readFileSync(postFile, "utf8");
  expect(written).toContain("title: Prova dal CMS");
  expect(written).toContain("Un paragrafo scritto da un editor.");
  expect(validateContent(path.join(repo, "content"))).toEqual([]);
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("an editor renames the FAQ section and the YAML file stays valid", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/impostazioni/entries/faq");
  await page.getByLabel("Titolo della sezione", { exact: true }).fill("Domande frequenti dal CMS");
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("menuitem", { name: /Pubblica ora/ }).click();

  const faqFile = path.join(repo, "content/faq.yaml");
  await expect.poll(() => fs.readFileSync(faqFile, "utf8"), { timeout: 15_000 }).toContain("title: Domande frequenti dal CMS");
  expect(validateContent(path.join(repo, "content"))).toEqual([]);
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("the CMS refuses a Partita IVA with a wrong check digit and a PEC that is no address, in Italian", async ({ page, consoleErrors }) => {
  // Two saves of the largest settings file, one refused and one published.
  test.slow();
  const siteFile = path.join(repo, "content/site.yaml");
  const before = fs.readFileSync(siteFile, "utf8");
  const vat = (yaml.load(before) as ContentOf<typeof site>).company.vatNumber;
  // The same number with its check digit moved on by one: the right form, the wrong check.
  const wrongVat = vat.slice(0, 10) + String((Number(vat[10]) + 1) % 10);
  await signIn(page);
  await page.goto("/admin/#/collections/impostazioni/entries/site");
  await page.getByLabel("Partita IVA", { exact: true }).fill(wrongVat);
  await page.getByLabel("PEC", { exact: true }).fill("studio-pec.it");
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("menuitem", { name: /Pubblica ora/ }).click();
  await expect(page.getByText("Partita IVA: l'ultima cifra non è la cifra di controllo delle altre dieci: ricontrolla il numero.")).toBeVisible();
  await expect(page.getByText(/PEC non corrisponde allo schema: un indirizzo e-mail/)).toBeVisible();
  expect(fs.readFileSync(siteFile, "utf8")).toBe(before);

  // With the right number and a real address, the same entry is published, and the build accepts it. Each field is
  // emptied first: Decap's text control puts the caret back where it was, so a second fill would insert, not replace.
  for (const [label, value] of [
    ["Partita IVA", vat],
    ["PEC", "studio@pec.it"],
  ]) {
    await page.getByLabel(label, { exact: true }).clear();
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("menuitem", { name: /Pubblica ora/ }).click();
  await expect.poll(() => fs.readFileSync(siteFile, "utf8"), { timeout: 15_000 }).toContain("pec: studio@pec.it");
  expect(validateContent(path.join(repo, "content"))).toEqual([]);
  // Decap's persistEntry answers a refused save with Promise.reject() and nothing in it: one "undefined", that save's.
  expect(siteErrors(consoleErrors)).toEqual(["undefined"]);
});

/** The preview frame beside the editor (Decap renders the template into an iframe with this id). */
const previewFrame = (page: import("@playwright/test").Page) => page.frameLocator("#preview-pane");

/** The brand's heading font is in use and the site's tokens and CSS modules style the element. */
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

test("the preview shows a journal post being written with the site's font and colours", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/journal/new");
  await page.getByLabel("Titolo", { exact: true }).fill("Un titolo scritto ora");
  const body = page.locator('[data-slate-editor="true"]').first();
  await body.click();
  await page.keyboard.type("Un paragrafo che l'editor vede subito.");

  const frame = previewFrame(page);
  const heading = frame.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Un titolo scritto ora");
  await expect(frame.getByText("Un paragrafo che l'editor vede subito.")).toBeVisible();
  expect(await styledAsOnTheSite(heading)).toEqual(SITE_STYLE);
  // The half-written post says what is missing, in Italian, instead of failing.
  await expect(frame.getByTestId("preview-missing")).toContainText("Descrizione");
  await page.screenshot({ path: ".test-output/cms-preview.png" });
  expect(siteErrors(consoleErrors)).toEqual([]);
});

test("the preview shows an FAQ answer being written, in the site's accordion", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/admin/#/collections/impostazioni/entries/faq");
  const frame = previewFrame(page);
  await expect(frame.getByRole("heading", { level: 3 }).first()).toBeVisible();
  // A new item opens expanded at the end of the list: write its question and answer.
  // The list's add button names one item, by the schema's label for it (src/cms/config.ts, label_singular).
  await page.getByRole("button", { name: new RegExp(`(Add|Aggiungi) ${faq.fields.items.of.label}`, "i") }).click();
  await page.getByLabel("Domanda", { exact: true }).last().fill("Una domanda nuova?");
  await page.getByLabel("Risposta", { exact: true }).last().fill("Una risposta scritta nel CMS.");
  await frame.getByRole("button", { name: "Una domanda nuova?" }).click();
  await expect(frame.getByText("Una risposta scritta nel CMS.")).toBeVisible();
  expect(await styledAsOnTheSite(frame.getByRole("heading", { level: 2 }))).toEqual(SITE_STYLE);
  expect(siteErrors(consoleErrors)).toEqual([]);
});

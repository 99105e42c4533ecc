/**
 * `npm run develop` on a fresh checkout: a copy of the project with no .cache and no public/ (the small copy of
 * the incremental build test, node_modules linked), `gatsby develop` started in it on a free port. Once it says it
 * is ready, a browser opens the home page, a published post, a draft and a scheduled post (with their badges), the
 * lists that show them (the journal, their tags' pages, the work that names them), then the draft's text is edited on
 * disk and the open page shows the new text without a reload. Then the CMS opens at /admin/ with its local backend,
 * as `npm run cms` starts them. Last, the server's whole process group is stopped. Titles, slugs and the badge's
 * label come from the copy's content, read through the schema.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { readContent } from "../../e2e/content";
import { journal } from "../../src/content/collections";
import { routes } from "../../src/lib/routes";
import { entrySlug } from "../../src/lib/slug";
import { makeSiteCopy } from "../../scripts/incremental-builds.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { markdownFile } from "../../src/content/locale-files";
import { startDecapServer, stopDecapServer } from "../../e2e/decap-server";

const START_TIMEOUT_MS = 8 * 60 * 1000;
const PAGE_TIMEOUT_MS = 2 * 60 * 1000;
/** How long the CMS's test waits for the local backend's port (e2e/decap-server.ts). */
const PORT_WAIT_MS = 5 * 60 * 1000;
/** What Gatsby prints once its first development bundle compiled without errors. */
const READY = /You can now view .* in the browser/;

let dir = "";
let server: ChildProcess | undefined;
let decapServer: ChildProcess | undefined;
let log = "";
let base = "";
let browser: Browser | undefined;
let page: Page;
const pageErrors: string[] = [];

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves when the server prints READY; rejects, with the end of its log, if it exits first. */
function untilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk;
      if (READY.test(log)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code, signal) => reject(new Error(`gatsby develop exited (${code ?? signal}) before it was ready:\n${log.slice(-4000)}`)));
  });
}

/** True while any process of the group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The copy's content, as the schema reads it. */
const content = () => readContent(dir);

beforeAll(async () => {
  dir = await makeSiteCopy({ small: true });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Jest's NODE_ENV=test would stop Gatsby from reading its own babel settings: the server sets its own.
  const { NODE_ENV: _jest, ...env } = process.env;
  // Its own process group, so that stopping it reaches Gatsby's workers too.
  server = spawn(process.execPath, [path.join(dir, "node_modules/gatsby/cli.js"), "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" },
  });
  const started = Date.now();
  await untilReady(server);
  console.log(`gatsby develop ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  page = await browser.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
}, START_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await stopDecapServer(decapServer);
  const pgid = server?.pid;
  if (pgid && groupAlive(pgid)) {
    process.kill(-pgid, "SIGTERM");
    const deadline = Date.now() + 20_000;
    while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function open(route: string) {
  await page.goto(base + route, { timeout: PAGE_TIMEOUT_MS });
  return page.getByRole("heading", { level: 1 });
}

test(
  "serves the home page",
  async () => {
    const { slogan } = content().homePage.cover;
    await expect((await open(routes.home)).innerText({ timeout: PAGE_TIMEOUT_MS })).resolves.toBe(slogan);
  },
  PAGE_TIMEOUT_MS,
);

test(
  "serves a published post, and a draft and a scheduled post with their badges",
  async () => {
    const { journalPage, posts, unpublished } = content();
    const [published] = posts;
    const badges = [journalPage.draftBadge, journalPage.scheduledBadge];

    await expect((await open(routes.journalPost(published.slug))).innerText({ timeout: PAGE_TIMEOUT_MS })).resolves.toBe(published.title);
    for (const badge of badges) expect(await page.getByText(badge, { exact: true }).count()).toBe(0);

    // The copy has one of each (scripts/incremental-builds.mjs, addUnpublishedPosts).
    const draft = unpublished.find((post) => post.draft === true)!;
    const scheduled = unpublished.find((post) => post.draft !== true)!;
    for (const [post, badge] of [
      [draft, journalPage.draftBadge],
      [scheduled, journalPage.scheduledBadge],
    ] as const) {
      await expect((await open(routes.journalPost(post.slug))).innerText({ timeout: PAGE_TIMEOUT_MS })).resolves.toBe(post.title);
      await page.getByText(badge, { exact: true }).waitFor();
    }
  },
  3 * PAGE_TIMEOUT_MS,
);

test(
  "lists the unpublished posts where the published ones are: the journal, their tags' pages, the work that names them",
  async () => {
    const { unpublished, works } = content();
    const work = works.find((candidate) => unpublished.every((post) => candidate.journalPosts?.includes(post.slug)))!;
    const tags = [...new Set(unpublished.flatMap((post) => post.tags))];
    for (const route of [routes.journal, routes.work(entrySlug(work.folder)), ...tags.map((tag) => routes.journalTag(tag))]) {
      await (await open(route)).waitFor({ timeout: PAGE_TIMEOUT_MS });
      const titles = await page.locator("main").getByRole("link").allInnerTexts();
      const expected = route.startsWith(routes.journalTag(""))
        ? unpublished.filter((post) => post.tags.some((tag) => route === routes.journalTag(tag)))
        : unpublished;
      expect({ route, titles: expected.map((post) => post.title).filter((title) => titles.some((text) => text.includes(title))) }).toEqual({
        route,
        titles: expected.map((post) => post.title),
      });
    }
  },
  4 * PAGE_TIMEOUT_MS,
);

test(
  "shows a post's new text once its Markdown is saved, without a reload",
  async () => {
    const draft = content().unpublished.find((post) => post.draft === true)!;
    await (await open(routes.journalPost(draft.slug))).waitFor({ timeout: PAGE_TIMEOUT_MS });
    const sentence = `Una frase scritta dal test del server di sviluppo alle ${Date.now()}.`;
    await page.evaluate(() => ((window as { beforeEdit?: boolean }).beforeEdit = true));
    fs.appendFileSync(path.join(dir, "content", "journal", draft.folder, markdownFile("it")), `\n${sentence}\n`);
    await page.getByText(sentence).waitFor({ timeout: PAGE_TIMEOUT_MS });
    // The same document: hot reload, not a page load.
    expect(await page.evaluate(() => (window as { beforeEdit?: boolean }).beforeEdit)).toBe(true);
    expect(pageErrors).toEqual([]);
  },
  PAGE_TIMEOUT_MS,
);

test(
  "serves the CMS at /admin/, whose local backend lists the copy's journal (npm run cms)",
  async () => {
    // The local backend as scripts/cms.mjs starts it, on the port src/cms/config.ts names, writing into the copy; the
    // port is free once the CMS's tests in Chromium, in npm test's other lane, are done with it.
    decapServer = await startDecapServer(dir, PORT_WAIT_MS);
    await page.goto(`${base}/admin/`, { timeout: PAGE_TIMEOUT_MS });
    await page.getByRole("button", { name: "Accedi" }).click({ timeout: PAGE_TIMEOUT_MS });
    await page.getByRole("link", { name: journal.label }).first().click({ timeout: PAGE_TIMEOUT_MS });
    const [post] = content().posts;
    await page.getByText(post.title).first().waitFor({ timeout: PAGE_TIMEOUT_MS });
    expect(pageErrors).toEqual([]);
  },
  PORT_WAIT_MS + 2 * PAGE_TIMEOUT_MS,
);

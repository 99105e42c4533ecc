/** Firefox ESR through WebDriver BiDi (puppeteer-core): one browser, one page per viewport. */
import { STATUS_CODES } from "node:http";
import puppeteer from "puppeteer-core";
import { SITE_HOST } from "../../e2e/stand-ins/sign-in.mjs";
import { PROBE_SOURCE } from "../probe.mjs";
import { Driver } from "./driver.mjs";

export const name = "firefox";

/** @param {{ baseUrl: string, out: string }} options the site's address, and where screenshots go */
export async function start({ baseUrl, out }) {
  const launch = (prefs = {}) =>
    puppeteer.launch({
      browser: "firefox",
      executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
      headless: true,
      // Hosts outside this machine never answer; no update or telemetry traffic either.
      extraPrefsFirefox: {
        "network.dns.disableIPv6": false,
        "app.update.enabled": false,
        "datareporting.policy.dataSubmissionEnabled": false,
        // The site's name for the CMS's sign-in check: the local server, a secure origin as https is on Netlify.
        "network.dns.localDomains": SITE_HOST,
        "dom.securecontext.allowlist": SITE_HOST,
        ...prefs,
      },
    });
  const browser = await launch();
  /** A browser of its own whose system is dark, as Firefox's own preference sets it, for a `dark` page. */
  let darkBrowser;
  const version = await browser.version();
  return {
    version,
    async open({ width, height, dark = false }) {
      if (dark) darkBrowser ??= await launch({ "ui.systemUsesDarkTheme": 1 });
      const page = await (dark ? darkBrowser : browser).newPage();
      await page.setViewport({ width, height });
      await page.evaluateOnNewDocument(PROBE_SOURCE);
      return new FirefoxPage(page, baseUrl, { width, height }, out);
    },
    close: async () => {
      await darkBrowser?.close();
      await browser.close();
    },
  };
}

class FirefoxPage extends Driver {
  engine = "firefox";

  constructor(page, baseUrl, viewport, out) {
    super(baseUrl);
    this.page = page;
    this.viewport = viewport;
    this.out = out;
    this.native = [];
    // What the probe cannot see: errors the browser itself reports in the console.
    page.on("console", (message) => {
      if (message.type() === "error") this.native.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.native.push(`uncaught: ${error.message}`));
  }

  async navigate(url) {
    return (await this.page.goto(url, { waitUntil: "load" }))?.status() ?? null;
  }

  /** A same-page step of the site's history: WebDriver's own Back would wait for a page load that never comes. */
  async back() {
    await this.evaluate(() => history.back());
  }

  async forward() {
    await this.evaluate(() => history.forward());
  }

  async refresh() {
    await this.page.reload({ waitUntil: "load" });
  }

  async evaluate(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }

  /**
   * Firefox's window loses the system's focus when Tab leaves its page for the browser's controls, and keeps it lost on
   * the pages it loads next. Tab round a page of one link (in and out again) gives it back: two presses.
   */
  async regainFocus() {
    await this.navigate("data:text/html,<a href=%23>focus</a>");
    for (let presses = 0; presses < 6; presses += 1) {
      if (await this.evaluate(() => document.hasFocus())) return;
      await this.press("Tab");
    }
    throw new Error("Firefox's window did not get the focus back");
  }

  async nativeErrors() {
    return this.native.splice(0);
  }

  async mouseMove(x, y) {
    await this.page.mouse.move(Math.round(x), Math.round(y));
  }

  async mouseDown() {
    await this.page.mouse.down();
  }

  async mouseUp() {
    await this.page.mouse.up();
  }

  async press(key) {
    await this.page.keyboard.press(key === "Space" ? " " : key);
  }

  screenshotFile(name) {
    return `${this.out}/${this.engine}-${this.viewport.width}-${name}.png`;
  }

  async capture(file) {
    await this.page.screenshot({ path: file });
  }

  async deleteCookies() {
    const cookies = await this.page.cookies();
    if (cookies.length) await this.page.deleteCookie(...cookies);
  }

  async cookies() {
    return (await this.page.cookies()).map((c) => ({ name: c.name, value: c.value, secure: c.secure, sameSite: c.sameSite, expires: c.expires }));
  }

  async type(text) {
    await this.page.keyboard.type(text);
  }

  /**
   * Answers every request to `origins` with `handle` (a stand-in at the network boundary), in every page of the
   * browser, popups included: a WebDriver BiDi intercept bound to no page, which puppeteer's per-page
   * `setRequestInterception` is not. Returns the function that removes it.
   * @param {string[]} origins
   * @param {(request: { method: string, url: string, headers: Record<string, string>, body: string | null }) =>
   *   { status: number, headers: Record<string, string>, body: string }} handle
   */
  async routeRequests(origins, handle) {
    const connection = this.page.browser().connection;
    const urlPatterns = origins.map((origin) => ({
      type: "pattern",
      protocol: new URL(origin).protocol.slice(0, -1),
      hostname: new URL(origin).hostname,
    }));
    const { result } = await connection.send("network.addIntercept", { phases: ["beforeRequestSent"], urlPatterns });
    const text = (bytes) => (bytes.type === "base64" ? Buffer.from(bytes.value, "base64").toString("utf8") : bytes.value);
    const onRequest = async (event) => {
      if (!event.isBlocked || !event.intercepts?.includes(result.intercept)) return;
      const { request } = event;
      const body = request.bodySize
        ? text((await connection.send("network.getData", { dataType: "request", request: request.request })).result.bytes)
        : null;
      const headers = Object.fromEntries(request.headers.map((header) => [header.name.toLowerCase(), text(header.value)]));
      const answer = handle({ method: request.method, url: request.url, headers, body });
      await connection.send("network.provideResponse", {
        request: request.request,
        statusCode: answer.status,
        reasonPhrase: STATUS_CODES[answer.status] ?? "",
        headers: Object.entries(answer.headers).map(([name, value]) => ({ name, value: { type: "string", value } })),
        body: { type: "string", value: answer.body },
      });
    };
    connection.on("network.beforeRequestSent", onRequest);
    return async () => {
      connection.off("network.beforeRequestSent", onRequest);
      await connection.send("network.removeIntercept", { intercept: result.intercept });
    };
  }

  /** Runs `fn` in the browser's other page at `origin` (a popup); undefined when there is none. */
  async evaluateInPageAt(origin, fn) {
    const pages = await this.page.browser().pages();
    const other = pages.find((page) => page !== this.page && page.url().startsWith(`${origin}/`));
    return other?.evaluate(fn).catch(() => undefined);
  }

  async close() {
    await this.page.close();
  }
}

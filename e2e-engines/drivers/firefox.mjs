/** Firefox ESR through WebDriver BiDi (puppeteer-core): one browser, one page per viewport. */
import puppeteer from "puppeteer-core";
import { PROBE_SOURCE } from "../probe.mjs";
import { Driver } from "./driver.mjs";

export const name = "firefox";

export async function start({ baseUrl }) {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
    // Hosts outside this machine never answer; no update or telemetry traffic either.
    extraPrefsFirefox: { "network.dns.disableIPv6": false, "app.update.enabled": false, "datareporting.policy.dataSubmissionEnabled": false },
  });
  const version = await browser.version();
  return {
    version,
    async open({ width, height }) {
      const page = await browser.newPage();
      await page.setViewport({ width, height });
      await page.evaluateOnNewDocument(PROBE_SOURCE);
      return new FirefoxPage(page, baseUrl);
    },
    close: () => browser.close(),
  };
}

class FirefoxPage extends Driver {
  constructor(page, baseUrl) {
    super(baseUrl);
    this.page = page;
    this.native = [];
    // What the probe cannot see: errors the browser itself reports in the console.
    page.on("console", (message) => {
      if (message.type() === "error") this.native.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.native.push(`uncaught: ${error.message}`));
  }

  async navigate(url) {
    await this.page.goto(url, { waitUntil: "load" });
  }

  async evaluate(fn, ...args) {
    return this.page.evaluate(fn, ...args);
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

  async screenshot(file) {
    await this.page.screenshot({ path: file });
  }

  async deleteCookies() {
    const cookies = await this.page.cookies();
    if (cookies.length) await this.page.deleteCookie(...cookies);
  }

  async cookies() {
    return (await this.page.cookies()).map((c) => ({ name: c.name, value: c.value, secure: c.secure, sameSite: c.sameSite, expires: c.expires }));
  }

  async close() {
    await this.page.close();
  }
}

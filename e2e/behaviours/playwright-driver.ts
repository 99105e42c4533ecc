import type { Page, TestInfo } from "@playwright/test";
import { Driver, type Cookie, type Key, type Problems, type StandInRequest, type StandInResponse } from "./driver";

/** Errors that come from the blocked network, not from the site. */
export function siteErrors(errors: string[]): string[] {
  return errors.filter((text) => !/net::ERR_BLOCKED_BY_CLIENT|Failed to load resource/.test(text));
}

/**
 * The behaviours' driver (./driver.ts) on a Playwright page, in Chromium: a spec hands a behaviour `d` (e2e/fixtures.ts)
 * and keeps Playwright's fixtures around it (outside hosts blocked, every CSP violation fails the test). What the page
 * reports comes from those fixtures' own lists: `problems()` gives what they gathered since its last call.
 */
export class PlaywrightDriver extends Driver {
  readonly engine = "chromium" as const;
  private readonly page: Page;
  private readonly reported: { consoleErrors: string[]; cspViolations: string[]; testInfo: TestInfo };
  private read = { errors: 0, csp: 0 };

  constructor(page: Page, baseURL: string, reported: { consoleErrors: string[]; cspViolations: string[]; testInfo: TestInfo }) {
    super(baseURL);
    this.page = page;
    this.reported = reported;
  }

  get viewport() {
    return this.page.viewportSize() ?? { width: 0, height: 0 };
  }

  async navigate(url: string) {
    return (await this.page.goto(url))?.status() ?? null;
  }

  async back() {
    await this.page.goBack();
  }

  async forward() {
    await this.page.goForward();
  }

  protected async refresh() {
    await this.page.reload();
  }

  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>> {
    // The function's source and its arguments as JSON, as the other engines' drivers send them.
    return this.page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<Awaited<Result>>;
  }

  async mouseMove(x: number, y: number) {
    await this.page.mouse.move(x, y);
  }

  async mouseDown() {
    await this.page.mouse.down();
  }

  async mouseUp() {
    await this.page.mouse.up();
  }

  async press(key: Key) {
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async cookies(): Promise<Cookie[]> {
    return (await this.page.context().cookies()).map((c) => ({
      name: c.name,
      value: c.value,
      secure: c.secure,
      sameSite: c.sameSite,
      expires: c.expires,
    }));
  }

  async deleteCookies() {
    await this.page.context().clearCookies();
  }

  routeRequests = async (origins: string[], handle: (request: StandInRequest) => StandInResponse) => {
    const context = this.page.context();
    const routes = origins.map((origin) => ({
      url: `${origin}/**`,
      handler: async (route: import("@playwright/test").Route) => {
        const request = route.request();
        const answer = handle({ method: request.method(), url: request.url(), headers: await request.allHeaders(), body: request.postData() });
        await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
      },
    }));
    for (const { url, handler } of routes) await context.route(url, handler);
    return async () => {
      for (const { url, handler } of routes) await context.unroute(url, handler);
    };
  };

  evaluateInPageAt = async <Result>(origin: string, fn: () => Result): Promise<Awaited<Result> | undefined> => {
    const other = this.page
      .context()
      .pages()
      .find((page) => page !== this.page && page.url().startsWith(`${origin}/`));
    return other?.evaluate(fn).catch(() => undefined) as Promise<Awaited<Result> | undefined>;
  };

  protected screenshotFile(name: string) {
    return this.reported.testInfo.outputPath(`${name}.png`);
  }

  protected async capture(file: string) {
    await this.page.screenshot({ path: file });
  }

  /** A listed skip, as Playwright reports one. */
  skip(reason: string): never {
    this.reported.testInfo.skip(true, reason);
    throw new Error("unreachable: testInfo.skip throws");
  }

  protected async nativeErrors() {
    return [];
  }

  /** What the fixtures gathered since the last call: console errors and uncaught ones, and CSP violations. */
  async problems(): Promise<Problems> {
    const { consoleErrors, cspViolations } = this.reported;
    const errors = siteErrors(consoleErrors.slice(this.read.errors));
    const csp = cspViolations.slice(this.read.csp);
    this.read = { errors: consoleErrors.length, csp: cspViolations.length };
    return { errors, csp };
  }
}

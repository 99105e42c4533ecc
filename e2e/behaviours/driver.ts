/**
 * The small API every behaviour (e2e/behaviours/) is written against, and what each engine's driver shares: Chromium's
 * on a Playwright page (./playwright-driver.ts, for the specs in e2e/), Firefox's through WebDriver BiDi and WebKit's
 * through W3C WebDriver (e2e-engines/drivers/, for the engines suite). An engine's driver supplies the primitives
 * (navigate, evaluate, the mouse and the keys, cookies, a screenshot, the errors its browser reports); the rest is here,
 * once. Input goes through each engine's real input path. A wait is for a state, never for time: `waitFor` polls the
 * page, `poll` polls the test's side.
 * Plain TypeScript that Node runs by stripping the types (the engines suite imports it): no enums, no parameter
 * properties, nothing that is not erased.
 */
import fs from "node:fs";
import path from "node:path";
import { singleColour } from "../../e2e-engines/single-colour.mjs";

/** Chromium through Playwright (e2e/), Firefox and WebKit through the engines suite (e2e-engines/). */
export type Engine = "chromium" | "firefox" | "webkit";
export interface Point {
  x: number;
  y: number;
}
export interface Box extends Point {
  width: number;
  height: number;
}
export interface Cookie {
  name: string;
  value: string;
  secure: boolean;
  sameSite?: string;
  expires?: number;
}
/** What the page reported since the last look: errors (uncaught, console.error, same-origin loads that failed) and CSP violations. */
export interface Problems {
  errors: string[];
  csp: string[];
}
/** The keys the behaviours press (W3C and Playwright name them alike), or one character. */
export type Key = "Tab" | "Enter" | "Escape" | "Space" | "End" | "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | (string & {});

/** A request to an outside service, and the answer a stand-in gives it (e2e/stand-ins/). */
export interface StandInRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}
export interface StandInResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What an engine cannot do here: a listed skip with its reason, never a pass (docs/testing.md, "Listed skips"). */
export class Skip extends Error {}

/** Failures of hosts outside this machine are the blocked network's, not the site's. */
const OUTSIDE = /https?:\/\/(?!localhost|127\.0\.0\.1|\[::1\])[^\s/]+/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `fn` on the test's side (a cookie in the browser's store, a file the server wrote) until it returns something
 * other than undefined, null or false, and returns that; fails after `timeout` ms naming `what` and the last value.
 */
export async function poll<T>(fn: () => T | Promise<T>, what: string, timeout = 10_000): Promise<Exclude<T, undefined | null | false>> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await fn();
    if (value !== undefined && value !== null && value !== false) return value as Exclude<T, undefined | null | false>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await sleep(50);
  }
}

export abstract class Driver {
  /** The browser engine under this driver. */
  abstract readonly engine: Engine;
  /** The window asked for, in CSS px: a behaviour fails if the page sees another width. */
  abstract readonly viewport: { width: number; height: number };
  /** Where the site is served: paths are opened relative to it. */
  readonly baseUrl: string;
  private seen: Problems = { errors: [], csp: [] };

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  /**
   * Loads `url` in full and waits for its load event; returns the HTTP status the page came with, or null where the
   * engine's WebDriver tells none (W3C WebDriver, WebKit's).
   */
  abstract navigate(url: string): Promise<number | null>;
  /** Back and Forward as the browser's buttons (Chromium's), or as `history.back()` and `forward()` where the engine's WebDriver would wait for a load a same-page step never makes. */
  abstract back(): Promise<void>;
  abstract forward(): Promise<void>;
  /** Reloads the page and waits until React has hydrated it again. */
  async reload() {
    await this.collect();
    await this.refresh();
    await this.hydrated();
  }
  protected abstract refresh(): Promise<void>;
  /**
   * Runs `fn` in the page with `args` (JSON values) and returns its JSON result. Only `fn`'s source reaches the page:
   * it uses nothing from outside itself.
   */
  abstract evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  abstract mouseMove(x: number, y: number): Promise<void>;
  abstract mouseDown(): Promise<void>;
  abstract mouseUp(): Promise<void>;
  abstract press(key: Key): Promise<void>;
  /** Types `text` into the focused element, key by key. */
  abstract type(text: string): Promise<void>;
  /** The cookies of the page's site, in the browser's store. */
  abstract cookies(): Promise<Cookie[]>;
  /** Deletes the cookies of the page's site (a page cannot delete another origin's: open the site first). */
  abstract deleteCookies(): Promise<void>;
  /**
   * Answers every request to `origins` with `handle` (a stand-in at the network boundary), in every page of the
   * browser, popups included; returns the function that stops it. Not where the engine's WebDriver cannot (WebKit's).
   */
  declare routeRequests?: (origins: string[], handle: (request: StandInRequest) => StandInResponse) => Promise<() => Promise<void>>;
  /** Runs `fn` in the browser's other page at `origin` (a popup); undefined when there is none. */
  declare evaluateInPageAt?: <Result>(origin: string, fn: () => Result) => Promise<Awaited<Result> | undefined>;
  /** Where a screenshot called `name` goes. */
  protected abstract screenshotFile(name: string): string;
  protected abstract capture(file: string): Promise<void>;
  /** Errors the browser itself reported since the last call (a console the page's probe cannot see). */
  protected abstract nativeErrors(): Promise<string[]>;

  /** What an engine cannot do here: ends the behaviour as a listed skip with `reason`. */
  skip(reason: string): never {
    throw new Skip(reason);
  }

  /**
   * Gives the window back the system's focus after Tab has left the page for the browser's own controls, before the
   * next page is loaded: nothing to do but in Firefox (its driver's own), whose window keeps the focus lost across
   * loads otherwise (document.hasFocus() false, no :focus matched). It may leave the page: load one after it.
   */
  async regainFocus() {}

  /** Opens a path with a full page load and waits until React has hydrated it; returns its HTTP status where the engine tells it. */
  async goto(pathname: string) {
    await this.collect();
    const status = await this.navigate(new URL(pathname, this.baseUrl).href);
    await this.hydrated();
    return status;
  }

  /** Gatsby marks its first client render from an effect, after hydration has committed (the page hydrates in slices). */
  async hydrated() {
    await this.waitFor(() => performance.getEntriesByName("onInitialClientRender").length > 0, [], "hydration");
  }

  /** Moves what the page's probe recorded (e2e-engines/probe.mjs) into this driver, before a page load wipes it. */
  protected async collect() {
    const found = await this.evaluate(() => {
      const probe = (window as unknown as { __probe?: Problems }).__probe;
      return probe ? { errors: probe.errors.splice(0), csp: probe.csp.splice(0) } : null;
    }).catch(() => null);
    if (found) {
      this.seen.errors.push(...found.errors);
      this.seen.csp.push(...found.csp);
    }
    this.seen.errors.push(...(await this.nativeErrors()));
  }

  /** Errors and CSP violations since the last call; failures of hosts outside the machine excepted. */
  async problems(): Promise<Problems> {
    await this.collect();
    const errors = this.seen.errors.splice(0).filter((text) => !OUTSIDE.test(text) || /localhost|127\.0\.0\.1/.test(text.match(OUTSIDE)?.[0] ?? ""));
    return { errors, csp: this.seen.csp.splice(0) };
  }

  /**
   * Waits until `fn`, run in the page with `args`, returns true; fails after `timeout` ms naming `what` and the last
   * value it returned (a function may return what it saw instead of false, for that message).
   */
  async waitFor<Args extends unknown[]>(fn: (...args: Args) => unknown, args: Args = [] as unknown as Args, what = "condition", timeout = 10_000) {
    const until = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      last = await this.evaluate(fn, ...args).catch((error: Error) => `error: ${error.message}`);
      if (last === true) return;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
      await sleep(50);
    }
  }

  /**
   * Centre of the first element matching `selector` (optionally whose aria-label or text is `text`), scrolled into
   * view. Scrolling brings deferred sections (content-visibility: auto) to their real height, which moves the element
   * again: it is scrolled to until its box holds for a frame.
   */
  async point(selector: string, { text, scroll = true }: { text?: string; scroll?: boolean } = {}): Promise<Box> {
    const box = await this.evaluate(
      async (sel: string, txt: string | null, doScroll: boolean) => {
        const el = [...document.querySelectorAll(sel)].find(
          (node) => !txt || (node.getAttribute("aria-label") ?? node.textContent ?? "").trim() === txt,
        );
        if (!el) return null;
        const measure = () => {
          const r = el.getBoundingClientRect();
          return { x: r.left + r.width / 2, y: r.top + r.height / 2, width: r.width, height: r.height };
        };
        if (!doScroll) return measure();
        let last = null;
        for (let i = 0; i < 20; i += 1) {
          el.scrollIntoView({ block: "center", inline: "nearest" });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const now = measure();
          if (last && JSON.stringify(now) === JSON.stringify(last)) return now;
          last = now;
        }
        return last;
      },
      selector,
      text ?? null,
      scroll,
    );
    if (!box) throw new Error(`no element ${selector}${text ? ` with text ${text}` : ""}`);
    return box;
  }

  /** A real mouse click at `at`. */
  async clickAt(at: Point) {
    await this.mouseMove(at.x, at.y);
    await this.mouseDown();
    await this.mouseUp();
  }

  /** A real mouse click in the middle of the element (see `point`). */
  async click(selector: string, options?: { text?: string; scroll?: boolean }) {
    await this.clickAt(await this.point(selector, options));
  }

  /** Presses at `from`, moves in steps to `to`; `whileHeld` runs before the release. */
  async drag(from: Point, to: Point, { steps = 8, whileHeld }: { steps?: number; whileHeld?: () => Promise<void> } = {}) {
    await this.mouseMove(from.x, from.y);
    await this.mouseDown();
    for (let step = 1; step <= steps; step += 1) {
      await this.mouseMove(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
    }
    if (whileHeld) await whileHeld();
    await this.mouseUp();
  }

  /** Saves a screenshot for people to look at, and fails when it shows nothing (a page never painted: single-colour.mjs). */
  async screenshot(name: string) {
    const file = this.screenshotFile(name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await this.capture(file);
    const colour = await singleColour(file);
    if (colour) throw new Error(`${path.basename(file)} is a single colour, ${colour}: nothing was painted`);
  }
}

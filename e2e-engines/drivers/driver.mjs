/**
 * What every engine adapter shares: the checks in ../checks.mjs talk to this small API only.
 * An adapter supplies navigate, evaluate, mouseMove/Down/Up, press, screenshot, cookies,
 * deleteCookies, nativeErrors and close; input goes through the engine's real input path.
 */
import net from "node:net";

/** A port nothing listens on now (the engines' servers and WebDriver processes). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const OUTSIDE = /https?:\/\/(?!localhost|127\.0\.0\.1|\[::1\])[^\s/]+/;

export class Driver {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.seen = { errors: [], csp: [] };
  }

  /** Opens a path with a full page load and waits until React has hydrated it. */
  async goto(path) {
    await this.collect();
    await this.navigate(new URL(path, this.baseUrl).href);
    await this.hydrated();
  }

  async hydrated() {
    await this.waitFor(() => performance.getEntriesByName("onInitialClientRender").length > 0, [], "hydration");
  }

  /** Moves what the page's probe recorded into this driver, before a page load wipes it. */
  async collect() {
    const found = await this.evaluate(() => {
      const probe = window.__probe;
      if (!probe) return null;
      const out = { errors: probe.errors.splice(0), csp: probe.csp.splice(0) };
      return out;
    }).catch(() => null);
    if (found) {
      this.seen.errors.push(...found.errors);
      this.seen.csp.push(...found.csp);
    }
    this.seen.errors.push(...(await this.nativeErrors()));
  }

  /** Errors and CSP violations since the last call; failures of hosts outside the machine excepted. */
  async problems() {
    await this.collect();
    const errors = this.seen.errors.splice(0).filter((text) => !OUTSIDE.test(text) || /localhost|127\.0\.0\.1/.test(text.match(OUTSIDE)?.[0] ?? ""));
    return { errors, csp: this.seen.csp.splice(0) };
  }

  async waitFor(fn, args = [], what = "condition", timeout = 10_000) {
    const until = Date.now() + timeout;
    let last;
    for (;;) {
      last = await this.evaluate(fn, ...args).catch((error) => `error: ${error.message}`);
      if (last === true) return;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Centre of the first element matching `selector` (optionally containing `text`), scrolled into view.
   * Scrolling brings deferred sections (content-visibility: auto) to their real height, which moves
   * the element again: it is scrolled to until its box holds for a frame.
   */
  async point(selector, { text, scroll = true } = {}) {
    const box = await this.evaluate(
      async (sel, txt, doScroll) => {
        const el = [...document.querySelectorAll(sel)].find((node) => !txt || (node.getAttribute("aria-label") ?? node.textContent).trim() === txt);
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

  /** A real mouse click in the middle of the element. */
  async click(selector, options) {
    const { x, y } = await this.point(selector, options);
    await this.mouseMove(x, y);
    await this.mouseDown();
    await this.mouseUp();
  }

  /** Presses at `from`, moves in steps to `to`; `whileHeld` runs before the release. */
  async drag(from, to, { steps = 8, whileHeld } = {}) {
    await this.mouseMove(from.x, from.y);
    await this.mouseDown();
    for (let step = 1; step <= steps; step += 1) {
      await this.mouseMove(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
    }
    if (whileHeld) await whileHeld();
    await this.mouseUp();
  }

  async pause(ms) {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

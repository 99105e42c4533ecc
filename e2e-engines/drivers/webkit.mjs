/**
 * WebKitGTK through W3C WebDriver: WebKitWebDriver under Xvfb drives MiniBrowser in automation
 * mode, with plain fetch calls. One driver process; one session (one MiniBrowser) per viewport.
 * MiniBrowser runs full-screen, which hides its toolbar: the window is then the page, and can be as narrow as a phone
 * (with the toolbar it could not be narrower than 447 px). Every viewport is unscaled: 390 CSS px are 390 window px,
 * and `vw` resolves against them (docs/testing.md, "WebKit's viewport").
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { Driver, freePort } from "./driver.mjs";

export const name = "webkit";

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** W3C key codes for the keys the checks press. */
const KEYS = {
  Escape: "\uE00C",
  Enter: "\uE007",
  Tab: "\uE004",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
  ArrowUp: "\uE013",
  ArrowDown: "\uE015",
  Space: " ",
};

/** A WebKitWebDriver under its own Xvfb, in its own process group (stopping it stops Xvfb and MiniBrowser too). */
async function spawnDriver({ dark = false } = {}) {
  const port = await freePort();
  // Xvfb has no GPU, so WebKit's default GL compositing runs on Mesa's software GL, compiling its shaders on the
  // first session of a freshly booted machine; under load that session's frames stalled (no animation frame for
  // over 1 s) and a fresh-clone CI run got all-black screenshots from it. Skia's CPU renderer, with shared-memory
  // buffers instead of DMA-BUF, paints without GL at all.
  const env = { ...process.env, WEBKIT_SKIA_ENABLE_CPU_RENDERING: "1", WEBKIT_DISABLE_DMABUF_RENDERER: "1" };
  // A dark system, as GTK sets it for the apps: WebKitGTK's prefers-color-scheme follows the theme's dark variant.
  if (dark) env.GTK_THEME = "Adwaita:dark";
  const child = spawn("xvfb-run", ["-a", "-s", "-screen 0 3000x2000x24", "WebKitWebDriver", `--port=${port}`], {
    detached: true,
    stdio: "ignore",
    env,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const until = Date.now() + 20_000;
  for (;;) {
    const ready = await fetch(`${endpoint}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > until || child.exitCode !== null) throw new Error("WebKitWebDriver did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    endpoint,
    stop() {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    },
  };
}

/** @param {{ baseUrl: string, out: string }} options the site's address, and where screenshots go */
export async function start({ baseUrl, out }) {
  const opened = [];
  let version = "";
  return {
    get version() {
      return version;
    },
    async open({ width, height, dark = false }) {
      const driver = await spawnDriver({ dark });
      const created = await call(driver.endpoint, "POST", "/session", {
        capabilities: {
          alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation", "--full-screen"] } },
        },
      });
      version = `WebKitGTK ${created.capabilities.browserVersion}`;
      const page = new WebKitPage(driver.endpoint, created.sessionId, baseUrl, out);
      opened.push({ page, driver });
      await page.resize(width, height);
      return page;
    },
    async close() {
      for (const { page, driver } of opened) {
        // A page that stopped answering still has its driver stopped.
        await Promise.race([page.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        driver.stop();
      }
    },
  };
}

async function call(endpoint, method, path, body) {
  const response = await fetch(`${endpoint}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${json.value?.error} ${json.value?.message ?? ""}`.trim());
  return json.value;
}

class WebKitPage extends Driver {
  engine = "webkit";

  constructor(endpoint, id, baseUrl, out) {
    super(baseUrl);
    this.out = out;
    this.endpoint = endpoint;
    this.id = id;
    this.pointer = { x: 0, y: 0 };
  }

  send(method, path, body) {
    return call(this.endpoint, method, `/session/${this.id}${path}`, body);
  }

  /** Sizes the window so that the page's viewport (innerWidth × innerHeight, CSS px) is as asked. */
  async resize(width, height) {
    await this.send("POST", "/window/rect", { width, height });
    await this.send("POST", "/url", { url: "about:blank" });
    for (let i = 0; i < 3; i += 1) {
      const [innerWidth, innerHeight] = await this.evaluate(() => [window.innerWidth, window.innerHeight]);
      if (innerWidth === width && innerHeight === height) break;
      const rect = await this.send("GET", "/window/rect");
      await this.send("POST", "/window/rect", {
        width: rect.width + width - innerWidth,
        height: rect.height + height - innerHeight,
      });
    }
    // The size asked for: the behaviours check that the page sees it.
    this.viewport = { width, height };
  }

  /** W3C WebDriver tells no HTTP status. */
  async navigate(url) {
    await this.send("POST", "/url", { url });
    return null;
  }

  /** A same-page step of the site's history: WebDriver's own Back would wait for a page load that never comes. */
  async back() {
    await this.evaluate(() => history.back());
  }

  async forward() {
    await this.evaluate(() => history.forward());
  }

  async refresh() {
    await this.send("POST", "/refresh", {});
  }

  async evaluate(fn, ...args) {
    const script = `return (${fn.toString()}).apply(null, arguments)`;
    return this.send("POST", "/execute/sync", { script, args });
  }

  async nativeErrors() {
    return [];
  }

  async actions(pointerActions) {
    await this.send("POST", "/actions", {
      actions: [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" }, actions: pointerActions }],
    });
  }

  async mouseMove(x, y) {
    this.pointer = { x: Math.round(x), y: Math.round(y) };
    await this.actions([{ type: "pointerMove", duration: 0, x: this.pointer.x, y: this.pointer.y, origin: "viewport" }]);
  }

  async mouseDown() {
    await this.actions([{ type: "pointerDown", button: 0 }]);
  }

  async mouseUp() {
    await this.actions([{ type: "pointerUp", button: 0 }]);
  }

  async press(key) {
    const value = KEYS[key] ?? key;
    await this.send("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ],
    });
  }

  /** Types `text` into the focused element, key by key. */
  async type(text) {
    const keys = [...text].flatMap((value) => [
      { type: "keyDown", value },
      { type: "keyUp", value },
    ]);
    await this.send("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions: keys }] });
  }

  screenshotFile(name) {
    return `${this.out}/${this.engine}-${this.viewport.width}-${name}.png`;
  }

  async capture(file) {
    fs.writeFileSync(file, Buffer.from(await this.send("GET", "/screenshot"), "base64"));
  }

  async cookies() {
    return (await this.send("GET", "/cookie")).map((c) => ({
      name: c.name,
      value: c.value,
      secure: c.secure,
      sameSite: c.sameSite,
      expires: c.expiry,
    }));
  }

  async deleteCookies() {
    await this.send("DELETE", "/cookie");
  }

  async close() {
    await this.send("DELETE", "");
  }
}

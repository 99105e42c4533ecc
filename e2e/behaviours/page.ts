/**
 * A page reads in every engine: it arrives with its heading and content, at the width asked for, painted, with nothing
 * sticking out sideways while a visitor scrolls through it, every same-origin image loaded, and no error or CSP
 * violation. Firefox and WebKit run it on one page of every kind at 390 and 1440 px (e2e-engines/checks.mjs); Chromium
 * in e2e/accessibility.spec.ts (every kind, 1280 and 375 px) and e2e/every-page.spec.ts (every built page of the
 * content copies, 375 px).
 */
import assert from "node:assert/strict";
import type { Driver } from "./driver";
import { animationsEnded, scrollThroughPage, scrollUntilHeld } from "./steps";

interface PageToRead {
  /** For the screenshots' names. */
  name: string;
  path: string;
  /** The h1, or a pattern it matches; null: any h1 with text. */
  heading: string | RegExp | null;
  /** The HTTP status it comes with (checked where the engine's WebDriver tells it). */
  status: number;
}

/** Same-origin images in view (after scrolling each one there) that did not load. */
async function brokenImages() {
  const broken: string[] = [];
  for (const img of document.querySelectorAll("img")) {
    const url = img.currentSrc || img.src;
    if (!url || new URL(url, location.href).origin !== location.origin) continue;
    img.scrollIntoView({ block: "center" });
    const box = img.getBoundingClientRect();
    // Slides parked outside a clipped slider are not on screen: their turn comes when they are shown.
    if (box.width === 0 || box.right <= 0 || box.left >= window.innerWidth) continue;
    if (!img.complete)
      await new Promise((resolve) => {
        img.addEventListener("load", resolve, { once: true });
        img.addEventListener("error", resolve, { once: true });
      });
    if (!(img.complete && img.naturalWidth > 0)) broken.push(url);
  }
  return broken;
}

export async function pageReads(d: Driver, page: PageToRead) {
  const status = await d.goto(page.path);
  // W3C WebDriver (WebKit's) tells no HTTP status; Chromium and Firefox check it.
  if (status !== null) assert.equal(status, page.status, "the HTTP status");
  const head = await d.evaluate(() => {
    const h1 = document.querySelector("h1");
    const box = h1?.getBoundingClientRect();
    return {
      text: h1?.textContent?.trim() ?? null,
      visible: Boolean(box && box.width > 0 && box.height > 0),
      main: (document.querySelector("main") as HTMLElement | null)?.innerText.trim().length ?? 0,
    };
  });
  const { heading } = page;
  assert.ok(
    heading === null ? Boolean(head.text) : heading instanceof RegExp ? heading.test(head.text ?? "") : head.text === heading,
    `h1 is ${JSON.stringify(head.text)}`,
  );
  assert.ok(head.visible, "the h1 has no box");
  assert.ok(head.main > 40, `main holds ${head.main} characters of text`);
  // The viewport is the width asked for: `vw` (and so `cqi`) resolves against the window's CSS width, not an emulated one.
  const widths = await d.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.cssText = "position:absolute;top:0;left:0;width:100vw;height:0;visibility:hidden";
    document.body.append(probe);
    const vw = probe.getBoundingClientRect().width;
    probe.remove();
    return { innerWidth: window.innerWidth, vw };
  });
  assert.deepEqual(widths, { innerWidth: d.viewport.width, vw: d.viewport.width }, "the window's CSS width and 100vw");
  await d.screenshot(page.name);
  assert.equal(await d.evaluate(scrollThroughPage), 0, "sideways overflow (px) while scrolling through");
  assert.deepEqual(await d.evaluate(brokenImages), [], "same-origin images that did not load");
  await d.evaluate(scrollUntilHeld, 900);
  await animationsEnded(d);
  await d.screenshot(`${page.name}-scrolled`);
  // Back at the top, where titles that fade on scroll are at full strength, once the reveals have played.
  await d.evaluate(scrollUntilHeld, 0);
  await animationsEnded(d);
  const { errors, csp } = await d.problems();
  assert.deepEqual(csp, [], "CSP violations");
  assert.deepEqual(errors, [], "errors");
}

/**
 * The mobile menu (below 1024 px): it opens over the whole window with focus on its first link, keeps Tab inside,
 * closes on Escape giving focus back to its button, and a link in it navigates and closes it. Chromium runs it in
 * e2e/shell.spec.ts (375 px), Firefox and WebKit in the engines suite (390 px).
 */
import assert from "node:assert/strict";
import { telHref } from "../../src/lib/text";
import { content } from "./content";
import type { Driver } from "./driver";
import { animationsEnded, pathIs } from "./steps";

const { site } = content;
const TOGGLE = "header button[aria-controls=menu-mobile]";

/** Opens the mobile menu and waits for its circular reveal to end: until then a click can fall outside its clip-path, on the page below. */
async function openMenu(d: Driver) {
  await d.click(TOGGLE, { scroll: false });
  await d.waitFor(() => document.getElementById("menu-mobile")?.dataset.open === "true", [], "the menu");
  await animationsEnded(d, "#menu-mobile");
}

/** Where focus is: its accessible text, and whether it is in the open menu (or on its button, which stays in the trap). */
const focused = () => {
  const el = document.activeElement;
  return {
    name: (el?.getAttribute("aria-label") ?? el?.textContent ?? "").trim(),
    inMenu: Boolean(el?.closest("[role=dialog]")),
    inTrap: Boolean(el?.closest("[role=dialog], header button")),
  };
};

/** `whileOpen` runs with the menu open and settled (Chromium's spec runs axe there). */
export async function mobileMenu(d: Driver, { whileOpen }: { whileOpen?: () => Promise<void> } = {}) {
  await d.goto("/");
  const toggle = () =>
    d.evaluate((selector: string) => {
      const button = document.querySelector(selector);
      return { name: button?.getAttribute("aria-label"), expanded: button?.getAttribute("aria-expanded") };
    }, TOGGLE);
  assert.deepEqual(await toggle(), { name: site.nav.openMenu, expanded: "false" }, "the menu's button, closed");
  await openMenu(d);
  assert.deepEqual(await toggle(), { name: site.nav.closeMenu, expanded: "true" }, "the menu's button, open");
  await d.waitFor(
    (first: string) => document.activeElement?.closest("[role=dialog]") !== null && document.activeElement?.textContent?.trim() === first,
    [site.nav.works],
    "focus on the menu's first link",
  );
  // It covers the window, every link inside it (a backdrop-filter on the header once squeezed it into the header's
  // strip), the e-mail and phone links among them.
  const cover = await d.evaluate(
    (contacts: string[]) => {
      const box = (el: Element) => el.getBoundingClientRect();
      const panel = box(document.getElementById("menu-mobile")!);
      const root = document.documentElement;
      const links = [...document.querySelectorAll("#menu-mobile a")];
      return {
        panel: [panel.left, panel.top, panel.right, panel.bottom].map(Math.round),
        window: [0, 0, root.clientWidth, window.innerHeight],
        out: links.filter((a) => box(a).top < 0 || box(a).bottom > window.innerHeight).map((a) => a.textContent),
        contacts: contacts.map((href) => links.some((a) => a.getAttribute("href") === href && a.checkVisibility({ visibilityProperty: true }))),
      };
    },
    [`mailto:${site.email}`, telHref(site.phone)],
  );
  assert.deepEqual(cover.panel, cover.window, "the open menu's box (left, top, right, bottom) against the window's");
  assert.deepEqual(cover.out, [], "menu links outside the window");
  assert.deepEqual(cover.contacts, [true, true], "the e-mail and phone links shown in the menu");
  for (let i = 0; i < 6; i += 1) {
    await d.press("Tab");
    assert.ok((await d.evaluate(focused)).inTrap, `Tab ${i + 1} left the menu`);
  }
  if (whileOpen) await whileOpen();
  await d.press("Escape");
  await d.waitFor(
    (label: string) =>
      document.getElementById("menu-mobile")?.dataset.open === "false" &&
      !document.querySelector("[role=dialog]")?.checkVisibility({ visibilityProperty: true }) &&
      document.activeElement?.getAttribute("aria-controls") === "menu-mobile" &&
      document.activeElement.getAttribute("aria-label") === label,
    [site.nav.openMenu],
    "the menu closed, focus back on its button",
  );
  // A link in it navigates, and the menu closes.
  await openMenu(d);
  await d.click("[role=dialog] a", { text: site.nav.studio, scroll: false });
  await pathIs(d, "/studio");
  await d.waitFor(
    () =>
      document.getElementById("menu-mobile")?.dataset.open === "false" &&
      !document.querySelector("[role=dialog]")?.checkVisibility({ visibilityProperty: true }),
    [],
    "the menu to close",
  );
}

/**
 * Follows the header's link to `name`: on wide screens a click where it is (no scrolling it into view, which would
 * move the page under a sticky header); below 1024 px through the menu, by a click or, with `keys`, by the keyboard
 * from the menu's first link, which moves nothing on the page.
 */
export async function followHeaderLink(d: Driver, name: string, { keys = false }: { keys?: boolean } = {}) {
  if (d.viewport.width >= 1024) {
    await d.click("header nav a", { text: name, scroll: false });
    return;
  }
  await openMenu(d);
  if (!keys) {
    await d.click("[role=dialog] a", { text: name, scroll: false });
    return;
  }
  for (let i = 0; i < 4 && !((await d.evaluate(focused)).inMenu && (await d.evaluate(focused)).name === name); i += 1) await d.press("Tab");
  assert.deepEqual(await d.evaluate(focused), { name, inMenu: true, inTrap: true }, `focus on the menu's link ${name}`);
  await d.press("Enter");
}

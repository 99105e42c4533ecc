/**
 * The dark scheme and the switch, as every engine runs them on a system set to dark (Firefox's preference
 * `ui.systemUsesDarkTheme`, WebKitGTK's GTK theme: e2e-engines/drivers/). Chromium runs its own in e2e/schemes.spec.ts,
 * with the first frame read before it is painted.
 */
import { SCHEME_KEY } from "../../src/components/shell/scheme-switch/scheme";
import { schemes } from "../../src/styles/tokens";
import type { Driver } from "./driver";
import { hexToRgb, pathIs } from "./steps";

const bodyBackground = (d: Driver) => d.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Each page is dark once loaded: the system's scheme, with no choice stored. */
export async function darkOnceLoaded(d: Driver, paths: string[]) {
  for (const path of paths) {
    await d.goto(path);
    const background = await bodyBackground(d);
    if (background !== hexToRgb(schemes.dark.paper)) throw new Error(`${path}: the body is ${background}, not the dark paper, on a dark system`);
  }
}

/** Light chosen in the header's switch on a dark system holds across a reload and a navigation; the system's leaves nothing. */
export async function choiceHolds(d: Driver, { from, to, linkText }: { from: string; to: string; linkText: string }) {
  const light = hexToRgb(schemes.light.paper);
  const dark = hexToRgb(schemes.dark.paper);
  const expectBackground = async (wanted: string, when: string) => {
    await d.waitFor(
      (colour: string) => getComputedStyle(document.body).backgroundColor === colour,
      [wanted],
      `the ${wanted === light ? "light" : "dark"} paper ${when}`,
    );
  };
  const option = (value: string) => `header fieldset label[data-value="${value}"]`;
  // The switch comes once the page has hydrated (SchemeSwitchSlot.tsx): what it shows, once it is there.
  const checked = async (value: string) => {
    await d.waitFor((selector: string) => document.querySelector(selector) !== null, [option(value)], "the scheme switch");
    return d.evaluate((selector: string) => (document.querySelector(selector) as HTMLInputElement | null)?.checked, `${option(value)} input`);
  };
  await d.goto(from);
  await d.evaluate((key: string) => localStorage.removeItem(key), SCHEME_KEY);
  await expectBackground(dark, "on a dark system");
  if (!(await checked("system"))) throw new Error("on a first visit, the switch does not show the system's scheme chosen");
  await d.click(option("light"));
  await expectBackground(light, "once chosen");
  if (!(await checked("light"))) throw new Error("the switch does not show light chosen");
  await d.reload();
  await expectBackground(light, "after a reload");
  if (!(await checked("light"))) throw new Error("after a reload, the switch does not show light chosen");
  await d.click(`header nav a[href="${to}"]`, { text: linkText });
  await pathIs(d, to);
  await expectBackground(light, "after a navigation");
  await d.click(option("system"));
  await expectBackground(dark, "with the system's chosen");
  const stored = await d.evaluate((key: string) => localStorage.getItem(key), SCHEME_KEY);
  if (stored !== null) throw new Error(`the system's scheme left "${stored}" stored`);
}

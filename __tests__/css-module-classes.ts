import fs from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { shortClassName } from "../src/gatsby/class-names";

const root = path.resolve(__dirname, "..");

/** Every stylesheet under src/, as a path relative to the site with `/` separators. */
export const siteStylesheets = () =>
  (fs.readdirSync(path.join(root, "src"), { recursive: true }) as string[])
    .filter((file) => file.endsWith(".css"))
    .map((file) => `src/${file.split(path.sep).join("/")}`);

/** The local names a CSS module defines (its classes and keyframes; what sits in `:global(…)` is not its own). */
export function localNamesOf(modulePath: string): string[] {
  const names = new Set<string>();
  const css = postcss.parse(fs.readFileSync(path.join(root, modulePath), "utf8"), { from: modulePath });
  css.walkRules((rule) => {
    for (const [, name] of rule.selector.replace(/:global\([^)]*\)/g, "").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(name);
  });
  css.walkAtRules("keyframes", (atRule) => void names.add(atRule.params));
  return [...names];
}

/** The class names a CSS module's local names become in the production build (src/gatsby/class-names.ts). */
export const builtClassNamesOf = (modulePath: string) => localNamesOf(modulePath).map((name) => shortClassName(modulePath, name));

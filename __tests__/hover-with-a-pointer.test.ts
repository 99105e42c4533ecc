/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Node, type Rule } from "postcss";
import { siteStylesheets } from "./css-module-classes";

// A phone applies :hover to whatever was tapped and keeps it until the next tap elsewhere, so a hover
// effect belongs inside @media (hover: hover) (docs/design.md, "Motion"). The one exception is a
// reduced-motion override that only sets a hover's motion back to none.
const insideMedia = (rule: Rule, query: string) => {
  for (let parent: Node | undefined = rule.parent; parent; parent = parent.parent) {
    const atRule = parent as AtRule;
    if (atRule.type === "atrule" && atRule.name === "media" && atRule.params.includes(query)) return true;
  }
  return false;
};

const onlyResetsMotion = (rule: Rule) => rule.nodes.every((node) => node.type === "comment" || (node.type === "decl" && node.value === "none"));

/** The selectors with :hover that a touch screen would keep applied after a tap. */
function bareHoverSelectors(css: string, from: string): string[] {
  const found: string[] = [];
  postcss.parse(css, { from }).walkRules((rule) => {
    const hovering = rule.selectors.filter((selector) => selector.includes(":hover"));
    if (hovering.length === 0 || insideMedia(rule, "(hover: hover)")) return;
    if (insideMedia(rule, "(prefers-reduced-motion: reduce)") && onlyResetsMotion(rule)) return;
    found.push(...hovering);
  });
  return found;
}

const root = path.resolve(__dirname, "..");

test("the check finds a bare :hover and lets a pointer's and a reduced-motion reset through", () => {
  const css = `
    .a:hover { color: red; }
    .b, .c:focus-visible, .c:hover { color: red; }
    @media (hover: hover) { .d:hover { transform: rotate(3deg); } }
    @media (prefers-reduced-motion: reduce) { .d:hover { transform: none; } .e:hover { color: red; } }
  `;
  expect(bareHoverSelectors(css, "sample.css")).toEqual([".a:hover", ".c:hover", ".e:hover"]);
});

test("every :hover in the site's stylesheets applies only where a pointer hovers", () => {
  const withHover = siteStylesheets().filter((file) => fs.readFileSync(path.join(root, file), "utf8").includes(":hover"));
  expect(withHover.length).toBeGreaterThan(0);
  const bare = withHover.flatMap((file) =>
    bareHoverSelectors(fs.readFileSync(path.join(root, file), "utf8"), file).map((selector) => `${file}: ${selector}`),
  );
  expect(bare).toEqual([]);
});

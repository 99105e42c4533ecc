/**
 * @jest-environment node
 */
import path from "node:path";
import { Stage } from "gatsby/dist/commands/types";
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils";
import { shortClassName, withShortClassNames } from "../src/gatsby/class-names";
import { localNamesOf, siteStylesheets } from "./css-module-classes";

type GetLocalIdent = (context: { resourcePath: string; rootContext: string }, name: string, local: string, options: object) => string;
type CssLoader = { loader: string; options: { modules: false | { localIdentName?: string; getLocalIdent?: GetLocalIdent } } };
const root = path.resolve(__dirname, "..");
const cssLoaderOf = (rule: unknown) => (rule as { use: CssLoader[] }).use.find((loader) => /[\\/]css-loader[\\/]/.test(loader.loader))!;

test.each([Stage.BuildJavascript, Stage.BuildHTML])(
  "the installed Gatsby's CSS modules get short names in %s; its global CSS is left alone",
  (stage) => {
    const { rules } = createWebpackUtils(stage, { directory: root, browserslist: ["defaults"] } as never);
    const modulesRule = rules.cssModules();
    const before = cssLoaderOf(modulesRule);
    expect(before.options.modules).toMatchObject({ localIdentName: "[name]--[local]--[hash:hex:5]" });

    const result = withShortClassNames({ module: { rules: [{ oneOf: [modulesRule] }, rules.css()] } });
    const [modules, global] = result.module.rules as [{ oneOf: unknown[] }, unknown];
    const { getLocalIdent } = cssLoaderOf(modules.oneOf[0]).options.modules as { getLocalIdent: GetLocalIdent };
    const context = { resourcePath: path.join(root, "src/components/shell/header/Header.module.css"), rootContext: root };
    expect(getLocalIdent(context, "[name]--[local]--[hash:hex:5]", "logo", {})).toBe(
      shortClassName("src/components/shell/header/Header.module.css", "logo"),
    );
    expect(cssLoaderOf(global).options.modules).toBe(false);
    // Gatsby's own config object is not changed.
    expect(before.options.modules).not.toHaveProperty("getLocalIdent");
  },
);

test("a config without a CSS-modules css-loader stops the build, naming this module", () => {
  expect(() => withShortClassNames({ module: { rules: [{ test: /\.js$/, use: [{ loader: "babel-loader" }] }] } })).toThrow(/class-names\.ts/);
});

test("a name is a valid class, the same for the same module and name, and differs across modules and names", () => {
  const name = shortClassName("src/a.module.css", "title");
  expect(name).toMatch(/^_[\w-]{6}$/);
  expect(shortClassName("src/a.module.css", "title")).toBe(name);
  expect(shortClassName("src/b.module.css", "title")).not.toBe(name);
  expect(shortClassName("src/a.module.css", "text")).not.toBe(name);
});

test("no two of the site's classes or keyframes share a name", () => {
  const modules = siteStylesheets().filter((file) => file.endsWith(".module.css"));
  const owners = new Map<string, string[]>();
  for (const modulePath of modules) {
    for (const local of localNamesOf(modulePath)) {
      const name = shortClassName(modulePath, local);
      owners.set(name, [...(owners.get(name) ?? []), `${modulePath} ${local}`]);
    }
  }
  expect(owners.size).toBeGreaterThan(200);
  expect([...owners.values()].filter((locals) => locals.length > 1)).toEqual([]);
});

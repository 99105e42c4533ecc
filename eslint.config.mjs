// ESLint flat config: JavaScript and TypeScript rules, React's hook rules and JSX accessibility.
// `npm run lint` checks the tree; `npm test` runs it. Formatting is Prettier's job (`npm run format:check`).
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The options jsx-a11y's recommended set gives a rule, to extend rather than restate. */
const a11yOptions = (/** @type {string} */ rule) => jsxA11y.flatConfigs.recommended.rules[`jsx-a11y/${rule}`][1];

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      "static/",
      "content/",
      ".test-output/",
      "src/gatsby-types.d.ts",
      "bench/baseline/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
      // Browser-only state (a cookie, a media query, the viewport) is set after hydration on purpose:
      // reading it during render would make the server's HTML and the first client render differ.
      "react-hooks/set-state-in-effect": "off",
      // `ref.current = latestProp` in render keeps once-registered listeners current; there is no
      // React Compiler here to be misled by it (React 18).
      "react-hooks/refs": "off",
    },
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A carousel's region is focusable and takes the arrow keys (the ARIA carousel pattern): a keyboard
      // user must be able to reach and scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { ...a11yOptions("no-noninteractive-tabindex"), roles: ["tabpanel", "region"] }],
    },
  },
  {
    // The site's own code runs in the browser and, during the build, in Node (SSR).
    files: ["src/**/*", "gatsby-*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Scripts, tools, benchmarks, build plugins, tests and the config files run in Node.
    files: ["scripts/**", "tools/**", "bench/**", "plugins/**", "e2e/**", "e2e-engines/**", "__tests__/**", "__mocks__/**", "*.{js,mjs,ts}"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests also hand functions to the page (`page.evaluate`), which run there.
    files: ["e2e/**", "e2e-engines/**", "bench/**"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ["__tests__/**", "src/**/*.test.{ts,tsx}", "jest.setup.ts", "__mocks__/**", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest, ...globals.browser, ...globals.node } },
  },
  {
    // Gatsby's local plugins and jest's config files are CommonJS: Gatsby loads them with require().
    files: ["plugins/**/*.js", "*.js", "__mocks__/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright reads a hook's fixtures from its destructured first parameter: `({}, testInfo)` asks for none.
    files: ["e2e/**"],
    rules: {
      "no-empty-pattern": "off",
      "no-restricted-properties": [
        "error",
        {
          object: "browser",
          property: "newContext",
          message: "A context of its own skips the fixtures (the block of outside hosts): use test.use({ ...options }).",
        },
      ],
    },
  },
  {
    rules: {
      // A Markdown file's front matter is read by src/content/front-matter.mjs alone, as YAML: gray-matter runs one
      // opened with `---js` as JavaScript.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "gray-matter", message: "Read front matter with readFrontMatter (src/content/front-matter.mjs): YAML only." }] },
      ],
      // `_name` marks a parameter kept for its position (an Express-like handler, a Gatsby hook).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
);

// Gatsby's documented jest setup, with three changes: no `gatsby-page-utils` moduleNameMapper line (it breaks
// resolution), .mjs files transformed too, and swiper's ESM let through the transform.
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/__tests__", "<rootDir>/src"],
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>/public",
    "<rootDir>/e2e",
    "<rootDir>/__tests__/build",
    "<rootDir>/__tests__/incremental",
    "<rootDir>/__tests__/develop",
  ],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js", "^.+\\.ya?ml$": "<rootDir>/jest-yaml.js" },
  moduleNameMapper: {
    // React 19's browser build of react-dom/server needs MessageChannel, which jsdom lacks; Gatsby renders pages with the Node build.
    "^react-dom/server$": "react-dom/server.node",
    "^swiper/css(/.*)?$": "identity-obj-proxy",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|woff2|wav|pdf)$": "<rootDir>/__mocks__/file-mock.js",
  },
  // Netlify's parsers (scripts/static-server.mjs) are ESM only.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp|smol-toml|decap-cms-core|decap-cms-lib-widgets|decap-cms-lib-util)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

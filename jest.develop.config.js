// The development server test (`npx jest --config jest.develop.config.js`): `gatsby develop` on a fresh copy of the
// project, its pages in Chromium and a hot reload (__tests__/develop/). Run by scripts/test-all.mjs. Set up as the
// incremental build test, which makes the same copy.
module.exports = { ...require("./jest.incremental.config.js"), roots: ["<rootDir>/__tests__/develop"] };

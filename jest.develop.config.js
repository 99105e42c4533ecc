// The development server test (`npx jest --config jest.develop.config.js`): `gatsby develop` on a fresh copy of the
// project, its pages in Chromium and a hot reload (__tests__/develop/). Run by scripts/test-all.mjs.
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/develop"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
};

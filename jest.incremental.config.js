// The incremental build test (`npm run test:incremental`, run by scripts/test-all.mjs): builds of a small copy of the
// project, each checked on its own and the last against a clean build (__tests__/incremental/); its first build is also
// searched for the copy's draft and scheduled post.
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/incremental"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  setupFiles: ["<rootDir>/jest.node-globals.js"],
};

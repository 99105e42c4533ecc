// The incremental build test (`npm test` runs it as its own step): Gatsby builds in a temporary copy of the project.
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/incremental"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
};

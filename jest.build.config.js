// Tests that read the production build in public/ (run by `npm test` after `gatsby build`).
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/build"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
};

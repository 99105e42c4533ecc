// Tests that read the production build in public/ (run by `npm test` after `gatsby build`).
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/build"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: require("./jest.config").transformIgnorePatterns,
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
  setupFiles: ["<rootDir>/jest.node-globals.js"],
};

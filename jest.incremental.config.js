// The incremental build test (`npm run test:incremental`), not part of `npm test`: six builds of a small copy of the
// project took 6.6 min under a load average of ~9 on this 2-core machine (17 min under ~14). `.ci/run` takes ~13 of
// its 20 minutes already; the test would leave it no margin (README, "What an editor waits for after publishing").
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/incremental"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
};

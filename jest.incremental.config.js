// The incremental build test (`npm run test:incremental`, not part of `npm test`: six Gatsby builds of a small copy
// of the project take longer than the whole CI budget on this 2-core machine).
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/__tests__/incremental"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.[jt]sx?$|^.+\\.mjs$": "<rootDir>/jest-preprocess.js" },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "json"],
};

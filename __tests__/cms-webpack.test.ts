/**
 * @jest-environment node
 */
import path from "node:path";
import { ownCache } from "../src/gatsby/cms-webpack";

describe("the admin bundle's persistent cache", () => {
  const gatsbyCache = {
    type: "filesystem" as const,
    name: "build-javascript",
    cacheLocation: path.join("/site", ".cache", "webpack", "stage-build-javascript"),
    buildDependencies: { config: ["/site/.cache/compiled/gatsby-node.js"] },
  };

  test("is its own, next to Gatsby's, with the same build dependencies", () => {
    expect(ownCache(gatsbyCache)).toEqual({
      ...gatsbyCache,
      name: "cms",
      cacheLocation: path.join("/site", ".cache", "webpack", "stage-cms"),
    });
  });

  test("stops the build when Gatsby's config has no filesystem cache to copy", () => {
    expect(() => ownCache({ type: "memory" })).toThrow("src/gatsby/cms-webpack.ts");
    expect(() => ownCache(undefined)).toThrow("src/gatsby/cms-webpack.ts");
  });
});

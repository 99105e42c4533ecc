/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent, writeBuildStamp } from "../scripts/build-stamp.mjs";

const root = process.cwd();
let tree: string;

beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
  process.chdir(tree);
  execFileSync("git", ["init", "-q"]);
  fs.writeFileSync(".gitignore", "public/\n.cache/\n.env*\n");
  fs.mkdirSync("src");
  fs.writeFileSync("src/page.tsx", "export default 1;\n");
  fs.mkdirSync("public");
  fs.writeFileSync("public/index.html", "<!doctype html>");
});

afterEach(() => {
  process.chdir(root);
  fs.rmSync(tree, { recursive: true, force: true });
});

const env = { GATSBY_GA_MEASUREMENT_ID: "G-TEST", GATSBY_TELEMETRY_DISABLED: "1" };

test("a build is reused only while the tree, the GATSBY_ environment and public/ are as they were", () => {
  expect(buildIsCurrent(env)).toBe(false); // no stamp yet
  expect(writeBuildStamp(env)).toBe(true);
  expect(buildIsCurrent(env)).toBe(true);
  expect(buildIsCurrent({ ...env, GATSBY_TELEMETRY_DISABLED: "0" })).toBe(true); // telemetry changes no output
  expect(buildIsCurrent({ ...env, GATSBY_GA_MEASUREMENT_ID: "G-OTHER" })).toBe(false);
  expect(buildIsCurrent({ GATSBY_TELEMETRY_DISABLED: "1" })).toBe(false);

  fs.writeFileSync("src/page.tsx", "export default 2;\n");
  expect(buildIsCurrent(env)).toBe(false);
  fs.writeFileSync("src/page.tsx", "export default 1;\n");
  expect(buildIsCurrent(env)).toBe(true);

  fs.writeFileSync("src/new-file.ts", ""); // new, not yet in Git: still part of the tree
  expect(buildIsCurrent(env)).toBe(false);
  fs.rmSync("src/new-file.ts");

  fs.writeFileSync(".env.production", "GATSBY_GA_MEASUREMENT_ID=G-FROM-FILE\n"); // ignored by Git, read by Gatsby
  expect(buildIsCurrent(env)).toBe(false);
  fs.rmSync(".env.production");
  expect(buildIsCurrent(env)).toBe(true);

  fs.writeFileSync("public/extra.html", "left by another command");
  expect(buildIsCurrent(env)).toBe(false);
  fs.rmSync("public", { recursive: true });
  expect(buildIsCurrent(env)).toBe(false);
  expect(writeBuildStamp(env)).toBe(false); // nothing built: no stamp
});

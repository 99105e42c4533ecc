/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { forceFromArgv, writeAsset } from "../tools/assets/write-asset.mjs";

test("npm run assets writes a missing file, keeps one drawn by hand, and overwrites it only with --force", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  const file = path.join(dir, "team", "portrait.jpg");
  const generated = Buffer.from("generated");
  try {
    expect(await writeAsset(file, generated)).toMatchObject({ written: true, bytes: generated.length });
    fs.writeFileSync(file, "the editor's real photo");
    let made = 0;
    const make = () => {
      made += 1;
      return generated;
    };
    expect(await writeAsset(file, make)).toMatchObject({ written: false });
    expect(made).toBe(0); // nothing rendered for a file that stays
    expect(fs.readFileSync(file, "utf8")).toBe("the editor's real photo");
    expect(await writeAsset(file, make, { force: true })).toMatchObject({ written: true });
    expect(fs.readFileSync(file, "utf8")).toBe("generated");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("--force on the command line", () => {
  expect(forceFromArgv(["node", "build-all.mjs", "--force"])).toBe(true);
  expect(forceFromArgv(["node", "build-all.mjs"])).toBe(false);
});

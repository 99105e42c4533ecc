/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPreBootstrap } from "../../src/gatsby/validation";

test("the build stops before sourcing with every problem listed", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-"));
  fs.cpSync(path.resolve(__dirname, "../../content"), path.join(root, "content"), { recursive: true });
  const file = path.join(root, "content/works/02-video-consulto/index.it.md");
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/^urlVisible:.*$/m, "urlVisible: forse"));
  const cwd = process.cwd();
  const panic = jest.fn();
  try {
    process.chdir(root);
    onPreBootstrap({ reporter: { panic } } as never);
  } finally {
    process.chdir(cwd);
    fs.rmSync(root, { recursive: true, force: true });
  }
  expect(panic).toHaveBeenCalledTimes(1);
  expect(panic.mock.calls[0][0]).toContain("content/works/02-video-consulto/index.it.md: urlVisible must be true or false");
});

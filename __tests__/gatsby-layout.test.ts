/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeAdapterRedirects, restoreGatsbyLayout } from "../scripts/gatsby-layout.mjs";

test("pages the adapter moved to x.html go back to x/index.html before an incremental build; 404.html stays too", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  const write = (file: string, text = file) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  try {
    for (const file of [
      "index.html",
      "works.html",
      "journal/x.html",
      "404.html",
      "admin/index.html",
      "page-data/404.html/page-data.json",
      "journal/y/index.html",
      "journal/y.html",
    ])
      write(file);
    expect(restoreGatsbyLayout(dir)).toBe(3);
    const exists = (file: string) => fs.existsSync(path.join(dir, file));
    expect(["works/index.html", "journal/x/index.html", "404/index.html", "404.html", "index.html"].filter((f) => !exists(f))).toEqual([]);
    expect(["works.html", "journal/x.html"].filter(exists)).toEqual([]);
    expect(fs.readFileSync(path.join(dir, "works/index.html"), "utf8")).toBe("works.html");
    // A freshly written x/index.html is left alone (the adapter moves it over x.html after the build).
    expect(exists("journal/y.html")).toBe(true);
    expect(restoreGatsbyLayout(dir)).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the adapter's _redirects goes before a build (it writes a fresh one; left there, it was counted as a file of the site)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  try {
    fs.writeFileSync(path.join(dir, "_redirects"), "# gatsby-adapter-netlify start\n");
    fs.writeFileSync(path.join(dir, "_headers"), "# ours\n");
    removeAdapterRedirects(dir);
    expect(fs.readdirSync(dir)).toEqual(["_headers"]);
    removeAdapterRedirects(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

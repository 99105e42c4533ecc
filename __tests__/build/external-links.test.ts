import fs from "node:fs";
import path from "node:path";

const publicDir = path.resolve(__dirname, "../../public");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["static", "page-data", "_gatsby", "admin"].includes(entry.name) ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

test("every link that opens a new tab has rel=noopener noreferrer", () => {
  const offenders: string[] = [];
  let checked = 0;
  for (const file of htmlFiles(publicDir)) {
    for (const [tag] of fs.readFileSync(file, "utf8").matchAll(/<a\s[^>]*target="_blank"[^>]*>/g)) {
      checked += 1;
      const rel = /\srel="([^"]*)"/.exec(tag)?.[1].split(/\s+/) ?? [];
      if (!rel.includes("noopener") || !rel.includes("noreferrer")) offenders.push(`${path.relative(publicDir, file)}: ${tag}`);
    }
  }
  expect(checked).toBeGreaterThan(0);
  expect(offenders).toEqual([]);
});

test("the admin page is not indexed and its bundle is not on public pages", () => {
  const admin = fs.readFileSync(path.join(publicDir, "admin/index.html"), "utf8");
  expect(admin).toMatch(/<meta name="robots" content="none"/);
  for (const file of htmlFiles(publicDir)) {
    expect(fs.readFileSync(file, "utf8")).not.toMatch(/decap-cms|\/admin\/cms\.js/);
  }
});

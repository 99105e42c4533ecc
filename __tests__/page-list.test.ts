/**
 * The one list of pages (src/lib/pages.ts) holds every page and template the site builds, and nothing else: every
 * test and tool that visits one page of each kind reads it, so a page missing from it would go unchecked.
 */
import fs from "node:fs";
import path from "node:path";
import { PAGE_KINDS } from "../src/lib/pages";

const root = path.resolve(__dirname, "..");
const LIST = "src/lib/pages.ts";

/** Gatsby makes a page of every module under src/pages/, in its folders too, but for tests and type declarations. */
const isPage = (file: string) => /\.[jt]sx?$/.test(file) && !/\.d\.ts$|\.(test|spec)\.[jt]sx?$/.test(file);
/** src/pages/ folder by folder, as paths from the project's root. */
const pagesUnder = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pagesUnder(file);
    return isPage(entry.name) ? [file] : [];
  });
/** Templates are the components src/gatsby/pages.ts creates pages with; `*-data.ts` beside them are their queries' fragments. */
const templates = () =>
  fs
    .readdirSync(path.join(root, "src/templates"))
    .filter((name) => name.endsWith(".tsx") && !/\.(test|spec)\.tsx$/.test(name))
    .map((name) => `src/templates/${name}`);

const listed: string[] = PAGE_KINDS.map((kind) => kind.source);

test(`every page of src/pages/ and template of src/templates/ is a kind of page in ${LIST}`, () => {
  const files = [...pagesUnder("src/pages"), ...templates()];
  expect(files.length).toBeGreaterThan(5);
  const missing = files.filter((file) => !listed.includes(file));
  expect(missing.map((file) => `${file} is not in ${LIST}: add its kind of page there`)).toEqual([]);
});

test(`every file ${LIST} names exists`, () => {
  const absent = listed.filter((file) => !fs.existsSync(path.join(root, file)));
  expect(absent.map((file) => `${LIST} names ${file}, which does not exist`)).toEqual([]);
});

test("each kind of page has a name of its own and a file of its own", () => {
  const names = PAGE_KINDS.map((kind) => kind.name);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  expect(listed.filter((file, i) => listed.indexOf(file) !== i)).toEqual([]);
});

/**
 * @jest-environment node
 */
import { activityTimes, growthPerPost, parseScaleArgs, scaleReport, searchIndexFigures, type ScaleRow } from "../bench/lib/scale.mjs";
import { withMarkedSection } from "../bench/lib/marked-section.mjs";

const row = (synthetic: number, cleanSeconds: number, phases: Record<string, number> = {}): ScaleRow => ({
  posts: synthetic + 4,
  synthetic,
  cleanSeconds,
  imageJobs: synthetic * 3,
  imageSeconds: synthetic * 0.4,
  peakMb: 1500,
  textEditSeconds: 9.6,
  newPostSeconds: 12.64,
  newPostImageJobs: 6,
  load: "2.0",
  phases,
});

test("--posts N measures 0, N and 5N posts; 100 by default; --sizes names the sizes", () => {
  expect(parseScaleArgs([]).sizes).toEqual([0, 100, 500]);
  expect(parseScaleArgs(["--posts", "20"]).sizes).toEqual([0, 20, 100]);
  expect(parseScaleArgs(["--posts=7"]).sizes).toEqual([0, 7, 35]);
  expect(parseScaleArgs(["--sizes", "0,20,100"]).sizes).toEqual([0, 20, 100]);
});

test("arguments that are not whole numbers, or unknown, stop the bench with a message that says which", () => {
  expect(() => parseScaleArgs(["--posts", "ten"])).toThrow(/--posts takes whole numbers/);
  expect(() => parseScaleArgs(["--posts", "-1"])).toThrow(/--posts/);
  expect(() => parseScaleArgs(["--post", "10"])).toThrow(/unknown argument --post/);
});

test("growth per post: the slope from the smallest to the largest site, and between each two sizes", () => {
  const growth = growthPerPost([row(500, 300), row(0, 70), row(100, 120)]);
  expect(growth.overall).toBe(0.46);
  expect(growth.steps).toEqual([
    { from: 0, to: 100, secondsPerPost: 0.5 },
    { from: 100, to: 500, secondsPerPost: 0.45 },
  ]);
  expect(growthPerPost([row(0, 70)]).overall).toBeNull();
});

test("Gatsby's finished activities are read from its log, repeated ones summed", () => {
  const log = [
    "success compile gatsby files - 1.234s",
    "success Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 243.100s - 735/735 3.02/s",
    "success run page queries - 5.500s - 30/30 5.45/s",
    "success run page queries - 0.500s - 1/1 2.00/s",
    "info not an activity - 9.000s",
  ].join("\n");
  expect(activityTimes(log)).toEqual({
    "compile gatsby files": 1.234,
    "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs": 243.1,
    "run page queries": 6,
  });
});

test("the report has a row per size, the growth, and the activities that took time", () => {
  const report = scaleReport(
    [row(0, 70.04, { "run page queries": 1, "Building static HTML for pages": 3 }), row(100, 120, { "Building static HTML for pages": 9 })],
    {
      measuredAt: "2026-11-26 05:00",
      cores: 2,
    },
  );
  expect(report).toContain("| 0 + 4 | 70 | 0 (0) | 1500 | 9.6 | 12.6 (6) | 2.0 |");
  expect(report).toContain("| 100 + 4 | 120 | 300 (40) |");
  expect(report).toContain("Clean build growth: 0.5 s per post.");
  expect(report).toContain("| Building static HTML for pages | 3 | 9 |");
  // Under two seconds everywhere: not a column of its own.
  expect(report).not.toContain("run page queries");
});

test("a marked section is replaced whole, and a document without its markers is an error", () => {
  const document = "# Doc\n\n<!-- bench:scale:start -->\nold\n<!-- bench:scale:end -->\n\nafter\n";
  expect(withMarkedSection(document, "bench:scale", "new table\n")).toBe(
    "# Doc\n\n<!-- bench:scale:start -->\nnew table\n<!-- bench:scale:end -->\n\nafter\n",
  );
  expect(() => withMarkedSection("# Doc\n", "bench:scale", "x")).toThrow(/bench:scale:start/);
});

test("the search index's figures come from the build's log line and its activity, and get a table of their own", () => {
  const log = [
    "success Indexing the site search (Pagefind) - 1.250s",
    "info Search index: 507 pages, 4100 words, 1843.2 kB in 1215 files (public/pagefind)",
  ].join("\n");
  const search = searchIndexFigures(log);
  expect(search).toEqual({ pages: 507, kb: 1843.2, files: 1215, seconds: 1.25 });
  expect(searchIndexFigures("success run page queries - 5.500s")).toBeNull();
  const report = scaleReport([{ ...row(500, 300), search }], { measuredAt: "2026-11-26 20:00", cores: 2 });
  expect(report).toContain("| 500 + 4 | 507 | 1843.2 (1215) | 1.3 |");
});

/**
 * `npm run build`: `gatsby build`, its output shown as it comes and saved to BUILD_LOG, then the build
 * stamp (scripts/build-stamp.mjs), which records the log's hash. The build-output tests read that log
 * (__tests__/build/build-log.test.ts): a clean build prints no error and no warning line, and a
 * build `npm test` reuses is tested together with the log it printed. Before building, the pages the
 * Netlify adapter moved last time go back where Gatsby wrote them, and its `_redirects` goes (scripts/gatsby-layout.mjs).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUILD_LOG, writeBuildStamp } from "./build-stamp.mjs";
import { removeAdapterRedirects, restoreGatsbyLayout } from "./gatsby-layout.mjs";

/**
 * The cores Gatsby is told it has: one more than there are. Gatsby runs cores − 1 image jobs at a time (and as
 * many query and HTML workers), leaving a core to its main process; but each job encodes one format at a few
 * widths, one libvips thread per width, and its largest width takes most of its time, so a single job leaves a
 * core idle (docs/performance.md, "The journal at scale": image jobs 1.47× faster with two at a time on 2 cores).
 */
function gatsbyCpuCount() {
  return String(os.availableParallelism() + 1);
}

const restored = restoreGatsbyLayout("public");
if (restored) console.log(`${restored} pages moved back where Gatsby wrote them (scripts/gatsby-layout.mjs)`);
removeAdapterRedirects("public");
const partial = `${BUILD_LOG}.partial`;
fs.mkdirSync(path.dirname(BUILD_LOG), { recursive: true });
fs.rmSync(BUILD_LOG, { force: true });
const log = fs.createWriteStream(partial);
const gatsby = spawn(process.execPath, [path.resolve("node_modules/gatsby/cli.js"), "build", ...process.argv.slice(2)], {
  stdio: ["inherit", "pipe", "pipe"],
  env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0", GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? gatsbyCpuCount() },
});
gatsby.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  log.write(chunk);
});
gatsby.stderr.on("data", (chunk) => {
  process.stderr.write(chunk);
  log.write(chunk);
});
gatsby.on("close", (code, signal) => {
  log.end(() => {
    fs.renameSync(partial, BUILD_LOG);
    if (code !== 0) {
      console.error(`gatsby build failed (${signal ?? `exit ${code}`}); its log: ${BUILD_LOG}`);
      process.exit(code || 1);
    }
    writeBuildStamp();
  });
});

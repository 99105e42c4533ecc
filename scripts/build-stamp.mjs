/**
 * A fingerprint of a production build: what it was made from (every file in the tree that Git does not
 * ignore, Node's version, the GATSBY_* environment that Gatsby inlines, the day) and what it made (every file in
 * public/, by path and size), plus the hash of the log the build printed. `npm run build` writes it after
 * `gatsby build` (scripts/build.mjs); `npm test` builds again only when it no longer matches, so CI tests the
 * very build `npm start` made, and its log, instead of making it twice. Paths are relative to the working
 * directory, the project's root.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const STAMP_FILE = ".cache/production-build-stamp.json";
const OUTPUT_DIR = "public";
/** What `gatsby build` printed (scripts/build.mjs); Git ignores it, so it is no part of the source hash. */
export const BUILD_LOG = ".test-output/production-build.log";

/**
 * The lines of a build's log that name an error or a warning: a clean build prints none, and none is filtered.
 * Gatsby's progress output redraws lines with terminal escapes; the words are what matter.
 * @param {string} log
 */
export function logProblems(log) {
  return logLines(log).filter((line) => /\b(error|warn|warning)\b/i.test(line));
}

/** @param {string} log */
export function logLines(log) {
  return log
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, "g"), "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** @typedef {{ source: string, output: string, log?: string }} BuildStamp */

export const fileHash = (/** @type {string} */ file) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/** @param {NodeJS.ProcessEnv} env */
function sourceHash(env) {
  let files;
  try {
    files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean).sort();
  } catch {
    return null; // not a Git checkout: never reuse a build
  }
  // Git ignores the .env files, but Gatsby reads GATSBY_ variables from them.
  files.push(
    ...fs
      .readdirSync(".")
      .filter((name) => /^\.env(\..+)?$/.test(name))
      .sort(),
  );
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  // Telemetry is the one GATSBY_ setting that leaves the output alone.
  const gatsbyEnv = Object.keys(env)
    .filter((name) => name.startsWith("GATSBY_") && name !== "GATSBY_TELEMETRY_DISABLED")
    .sort()
    .map((name) => `${name}=${env[name]}`);
  // The day in Italy: a build publishes the posts whose day has come (src/content/publishing.ts), so yesterday's is stale.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date());
  hash.update(`${process.version}\0${day}\0${gatsbyEnv.join("\0")}`);
  return hash.digest("hex");
}

function outputHash() {
  if (!fs.existsSync(path.join(OUTPUT_DIR, "index.html"))) return null;
  const hash = createHash("sha256");
  const walk = (/** @type {string} */ dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}\0${fs.statSync(full).size}\0`);
    }
  };
  walk(OUTPUT_DIR);
  return hash.digest("hex");
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {BuildStamp | null}
 */
function currentStamp(env) {
  const source = sourceHash(env);
  const output = outputHash();
  return source && output ? { source, output } : null;
}

/** @param {NodeJS.ProcessEnv} [env] */
export function writeBuildStamp(env = process.env) {
  const stamp = currentStamp(env);
  if (!stamp) return false;
  if (fs.existsSync(BUILD_LOG)) stamp.log = fileHash(BUILD_LOG);
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, JSON.stringify(stamp));
  return true;
}

/**
 * True when public/ holds a production build of exactly this tree and environment.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function buildIsCurrent(env = process.env) {
  const stamp = currentStamp(env);
  if (!stamp || !fs.existsSync(STAMP_FILE)) return false;
  const saved = JSON.parse(fs.readFileSync(STAMP_FILE, "utf8"));
  return saved.source === stamp.source && saved.output === stamp.output;
}

/** The hash of the log the stamped build printed (undefined when it was built without scripts/build.mjs). */
export function stampedLogHash() {
  return fs.existsSync(STAMP_FILE) ? JSON.parse(fs.readFileSync(STAMP_FILE, "utf8")).log : undefined;
}

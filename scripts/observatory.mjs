/**
 * Mozilla's HTTP Observatory grade (@mdn/mdn-http-observatory, the code behind developer.mozilla.org/observatory) of
 * responses described in JSON. Its scanner fetches a live host over http and https, which the local server is not:
 * here its own ten tests and its own scoring run on a synthetic response, as its test suite builds one
 * (test/helpers.js, `emptyRequests`): the response's headers and HTML over https, reached from http by a 301 (Netlify
 * redirects every http request to https), no cookies. The grading is the scanner's (src/scanner/index.js): every
 * test's modifier counts, bonuses only when the score without them is 90 or more.
 *
 *   node scripts/observatory.mjs < responses.json
 *   responses: [{ name, path, headers: { name: value }, html? }]  →  [{ name, grade, score, tests: [{ test, result, modifier }] }]
 *
 * Its package's install script, which downloads the HSTS preload list, is denied (package.json `allowScripts`): the
 * list is written empty when it is missing. The site's HSTS asks for no preloading, so no host of it is on the list.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const packageDir = path.dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = path.join(packageDir, "conf/hsts-preload.json");
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, "{}\n");

const { Requests } = await import("@mdn/mdn-http-observatory/src/types.js");
const { ALL_TESTS } = await import("@mdn/mdn-http-observatory/src/constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import("@mdn/mdn-http-observatory/src/grader/charts.js");
const { getGradeForScore, getScoreModifier } = await import("@mdn/mdn-http-observatory/src/grader/grader.js");
const { parseHttpEquivHeaders } = await import("@mdn/mdn-http-observatory/src/retriever/utils.js");

// The subresource-integrity test loads each page into jsdom, whose CSS parser does not know the site's nesting and
// container queries and says so on the console for every page: noise, not the grade's (it reads no style).
const consoleError = console.error;
console.error = (...args) => {
  if (!String(args[0]).startsWith("Error: Could not parse CSS stylesheet")) consoleError(...args);
};

/** The site's address: only its scheme matters to the grade. */
const ORIGIN = "https://www.example.it";

/**
 * @typedef {{ name: string, path: string, headers: Record<string, string>, html?: string }} Response
 * @typedef {{ name: string, grade: string, score: number, tests: { test: string, result: string, modifier: number }[] }} Graded
 */

/**
 * An axios-like response: the headers an object of lowercase names, as axios gives them, with its `get`.
 * @param {Record<string, string>} headers
 * @param {string} html
 */
function axiosResponse(headers, html) {
  const lowercase = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  Object.defineProperty(lowercase, "get", { value: (/** @type {string} */ name) => lowercase[name.toLowerCase()] ?? null, enumerable: false });
  return { headers: lowercase, request: { headers: {} }, status: 200, statusText: "OK", verified: true, data: html, config: { headers: {} } };
}

/**
 * The Observatory's grade of one response.
 * @param {Response} response
 * @returns {Graded}
 */
export function grade({ name, path: urlPath, headers, html = "" }) {
  const url = new URL(urlPath, ORIGIN);
  const requests = new Requests(url.hostname);
  const response = { ...axiosResponse(headers, html), httpEquiv: parseHttpEquivHeaders(html, url.href) };
  requests.responses.auto = response;
  requests.responses.https = response;
  requests.responses.http = response;
  requests.responses.cors = response;
  requests.responses.httpRedirects = [
    { url: new URL(url.href.replace(/^https:/, "http:")), status: 301 },
    { url, status: 200 },
  ];
  requests.responses.httpsRedirects = [];
  requests.resources.path = html;
  // The session's address and cookie jar (none: the site sets no cookie before consent).
  requests.session = { url, jar: null };

  let scoreWithExtraCredit = 100;
  let uncurvedScore = 100;
  /** @type {Graded["tests"]} */
  const tests = [];
  for (const test of ALL_TESTS) {
    const output = test(requests);
    if (!output.result) continue;
    const modifier = getScoreModifier(output.result);
    scoreWithExtraCredit += modifier;
    if (modifier < 0) uncurvedScore += modifier;
    tests.push({ test: output.constructor.name, result: output.result, modifier });
  }
  const score = uncurvedScore >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? scoreWithExtraCredit : uncurvedScore;
  return { name, ...getGradeForScore(score), tests };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  /** @type {Response[]} */
  const responses = JSON.parse(fs.readFileSync(0, "utf8"));
  process.stdout.write(JSON.stringify(responses.map(grade)));
}

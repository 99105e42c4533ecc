/**
 * Mozilla's HTTP Observatory, the real one (@mdn/mdn-http-observatory through scripts/observatory.mjs), grading the
 * headers and HTML a response of the built site carries, as it grades a site on developer.mozilla.org/observatory.
 * Its code is ES modules only, which this jest setup does not load: it runs in Node, every response in one call.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

export interface ObservatoryResponse {
  name: string;
  path: string;
  headers: Record<string, string>;
  html?: string;
}

export interface Graded {
  name: string;
  grade: string;
  score: number;
  tests: { test: string; result: string; modifier: number }[];
}

const SCRIPT = path.resolve(__dirname, "../../scripts/observatory.mjs");

/** Each response's grade, score and test results, in order. */
export function observatoryGrades(responses: ObservatoryResponse[]): Graded[] {
  // Its stderr kept, not printed: jsdom, which it parses the HTML with, reports every nested CSS rule it cannot read
  // (the pages' inline CSS), none of which a test reads; a failure throws with it.
  const output = execFileSync(process.execPath, [SCRIPT], {
    input: JSON.stringify(responses),
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["pipe", "pipe", "pipe"],
  });
  return JSON.parse(output.toString("utf8")) as Graded[];
}

/** The results that cost points: what keeps a response from the top grade. */
export const penalties = (graded: Graded) => graded.tests.filter((test) => test.modifier < 0).map((test) => test.result);

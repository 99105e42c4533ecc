/** Stops the build before sourcing when a content file is wrong. */
import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import { formatProblem, validateContent } from "../content/validate";

export function onPreBootstrap({ reporter }: ParentSpanPluginArgs): void {
  const problems = validateContent(path.resolve("content"));
  if (problems.length > 0) {
    reporter.panic(
      `Content validation failed (${problems.length} problem${problems.length > 1 ? "s" : ""}):\n` +
        problems.map((problem) => `  - ${formatProblem(problem)}`).join("\n"),
    );
  }
}

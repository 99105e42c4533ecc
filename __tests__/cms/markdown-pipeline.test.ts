/**
 * @jest-environment node
 */
// The CMS preview renders Markdown with its own copy of gatsby-transformer-remark's pipeline (src/cms/preview/markdown.ts):
// the packages it pins must be the versions the installed transformer-remark asks for, or the preview would render posts
// otherwise than the build does. A transformer-remark that moves to another remark fails here, naming the package.
import project from "../../package.json";
import transformer from "gatsby-transformer-remark/package.json";

/** Whether an exact version satisfies a caret range (what transformer-remark declares): same major, not older. */
function satisfiesCaret(version: string, range: string): boolean {
  const [have, want] = [version, range.replace(/^\^/, "")].map((v) => v.split(".").map(Number));
  return /^\^\d+\.\d+\.\d+$/.test(range) && have[0] === want[0] && (have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2]));
}

const PIPELINE = ["remark", "remark-gfm", "remark-footnotes", "mdast-util-to-hast", "hast-util-to-html", "unist-util-visit"] as const;

test.each(PIPELINE)("the preview's %s is the version gatsby-transformer-remark renders with", (name) => {
  const pinned = (project.dependencies as Record<string, string>)[name];
  const wanted = (transformer.dependencies as Record<string, string>)[name];
  expect({ name, wanted, pinnedSatisfies: Boolean(wanted && satisfiesCaret(pinned, wanted)) }).toEqual({ name, wanted, pinnedSatisfies: true });
});

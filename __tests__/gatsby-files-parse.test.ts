/**
 * @jest-environment node
 */
// Gatsby compiles gatsby-config.ts, gatsby-node.ts and what they import with Parcel's own swc, older than TypeScript:
// syntax it does not know (a `const` type parameter, for one) stops `gatsby build` before anything else. Each such
// file is parsed here as Parcel parses it, in a second instead of a build.
import fs from "node:fs";
import path from "node:path";

// The native binding Gatsby's Parcel loads, with no types of its own; the version Gatsby installs, not one of ours.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { transform } = require("@parcel/transformer-js/native") as {
  transform(options: Record<string, unknown>): { diagnostics?: { message: string; code_highlights?: { loc: { start_line: number } }[] }[] | null };
};

const root = path.resolve(__dirname, "..");
const files = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  ...["src/content", "src/gatsby", "src/lib"].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((name) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name))
      .map((name) => `${dir}/${name}`),
  ),
];

test.each(files)("%s parses with Gatsby's compiler of its own files", (file) => {
  const { diagnostics } = transform({
    filename: path.join(root, file),
    code: fs.readFileSync(path.join(root, file)),
    module_id: file,
    project_root: root,
    env: {},
    is_type_script: true,
    is_jsx: file.endsWith(".tsx"),
    node_replacer: true,
    targets: { node: "18.0.0" },
    source_type: "Module",
    ...Object.fromEntries(
      ["replace_env", "inline_fs", "insert_node_globals", "is_browser", "is_worker", "automatic_jsx_runtime", "is_development", "react_refresh"]
        .concat(["decorators", "use_define_for_class_fields", "source_maps", "scope_hoist", "supports_module_workers", "is_library", "is_esm_output"])
        .concat(["trace_bailouts", "is_swc_helpers"])
        .map((flag) => [flag, false]),
    ),
  });
  expect((diagnostics ?? []).map((d) => `${file}:${d.code_highlights?.[0]?.loc.start_line}: ${d.message}`)).toEqual([]);
});

/**
 * The inline scripts a page may carry, and so the only ones its Content-Security-Policy allows (post-build.ts hashes
 * them): the ones the site itself writes, each recognised by its marker and its exact shape, never by where it sits.
 * Any other inline script, or a `<script src>` on a public page (Gatsby's are replaced by the loader), stops the build,
 * naming the page and the script: hashing whatever a page holds would allow a script that reached it from content.
 */
import { consentAskScript } from "../components/shell/consent/consent-cookie";
import { isScriptLoader } from "./scripts-after-paint";
import { schemeScript } from "../components/shell/scheme-switch/scheme";

export interface ScriptTag {
  /** The opening tag's attributes, names in lowercase. */
  attributes: Record<string, string>;
  text: string;
}

/** JavaScript's MIME types (HTML's "JavaScript MIME type essence match"): a script of one of these runs. */
const JAVASCRIPT_TYPES = new Set(
  [
    "application/ecmascript",
    "application/javascript",
    "application/x-ecmascript",
    "application/x-javascript",
    "text/ecmascript",
    "text/javascript",
    "text/javascript1.0",
    "text/javascript1.1",
    "text/javascript1.2",
    "text/javascript1.3",
    "text/javascript1.4",
    "text/javascript1.5",
    "text/jscript",
    "text/livescript",
    "text/x-ecmascript",
    "text/x-javascript",
  ].concat(["module", "importmap", "speculationrules"]),
);

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? "";
  }
  return attributes;
}

/** Every `<script>` of a page, with its attributes and text. */
function scriptTags(html: string): ScriptTag[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    attributes: attributesOf(match[1] ?? ""),
    text: match[2],
  }));
}

/** A script the browser runs: no `src`, and no type or a JavaScript one (JSON-LD and other data blocks do not run). */
const runs = ({ attributes }: ScriptTag) => {
  const type = attributes.type?.trim().toLowerCase();
  return !type || JAVASCRIPT_TYPES.has(type);
};

/** The inline scripts of a page that a browser executes. */
export function inlineScriptTags(html: string): ScriptTag[] {
  return scriptTags(html).filter((script) => !("src" in script.attributes) && runs(script));
}

/** Whether the tag has exactly these attributes (names and values). */
const hasAttributes = ({ attributes }: ScriptTag, expected: Record<string, string>) =>
  JSON.stringify(Object.entries(attributes).sort()) === JSON.stringify(Object.entries(expected).sort());

/** A JSON string literal, as JSON.stringify writes one, or undefined. */
function jsonString(literal: string): string | undefined {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === "string" && JSON.stringify(value) === literal ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Gatsby's chunk map: each chunk's files, site paths. */
function isChunkMap(json: string): boolean {
  try {
    const map: unknown = JSON.parse(json);
    return (
      JSON.stringify(map) === json &&
      typeof map === "object" &&
      map !== null &&
      Object.values(map).every((files) => Array.isArray(files) && files.every((file) => typeof file === "string" && /^\/[\w.~-]+$/.test(file)))
    );
  } catch {
    return false;
  }
}

/**
 * The site's inline scripts, by name: Gatsby's three (gatsby/cache-dir/static-entry.js and, with slices, its
 * `_gatsby-scripts` slice in gatsby-webpack-stats-extractor.js), the scheme script (gatsby-ssr.tsx renders
 * schemeScript), the consent script (Layout.tsx renders consentAskScript) and the script loader (scripts-after-paint.ts).
 */
const SITE_SCRIPTS: { name: string; is: (script: ScriptTag) => boolean }[] = [
  {
    name: "Gatsby's page path (#gatsby-script-loader)",
    is: (script) => {
      const literal = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/.exec(script.text)?.[1];
      return hasAttributes(script, { id: "gatsby-script-loader" }) && literal !== undefined && jsonString(literal) !== undefined;
    },
  },
  {
    name: "Gatsby's chunk map (#gatsby-chunk-mapping)",
    is: (script) => {
      const literal = /^\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*$/.exec(script.text)?.[1];
      const json = literal === undefined ? undefined : jsonString(literal);
      return hasAttributes(script, { id: "gatsby-chunk-mapping" }) && json !== undefined && isChunkMap(json);
    },
  },
  {
    name: "Gatsby's compilation hash",
    is: (script) => hasAttributes(script, {}) && /^window\.___webpackCompilationHash="[0-9a-f]+";$/.test(script.text),
  },
  {
    name: "the scheme script (schemeScript)",
    is: (script) => hasAttributes(script, {}) && script.text === schemeScript(),
  },
  {
    name: "the consent script (consentAskScript)",
    is: (script) => {
      const version = /cookieconsent_record=([0-9a-f]+)\\\./.exec(script.text)?.[1];
      return hasAttributes(script, {}) && version !== undefined && script.text === consentAskScript(version);
    },
  },
  {
    name: "the script loader (scripts-after-paint.ts)",
    is: (script) => hasAttributes(script, { "data-load-after-paint": "" }) && isScriptLoader(script.text),
  },
];

/** Which of the site's scripts this is, or undefined. */
export function siteScriptName(script: ScriptTag): string | undefined {
  return SITE_SCRIPTS.find((known) => known.is(script))?.name;
}

const shown = (script: ScriptTag) => {
  const attributes = Object.entries(script.attributes)
    .map(([name, value]) => (value ? ` ${name}="${value}"` : ` ${name}`))
    .join("");
  const text = script.text.trim().replace(/\s+/g, " ");
  return `<script${attributes}>${text.length > 80 ? `${text.slice(0, 80)}…` : text}</script>`;
};

/**
 * The texts of a page's inline scripts, each one of the site's own. Stops the build, naming the page and the script,
 * at any other inline script, and at a `<script src>` on a public page (the editors' /admin/ loads its bundles so).
 */
export function siteInlineScripts(html: string, page: string): string[] {
  if (!page.startsWith("public/admin/")) {
    const external = scriptTags(html).find((script) => "src" in script.attributes);
    if (external) {
      throw new Error(
        `src/gatsby/inline-scripts.ts: ${page} has a script tag no part of the site writes there: ${shown(external)}. Gatsby's own go through the script loader; where did this one come from?`,
      );
    }
  }
  return inlineScriptTags(html).map((script) => {
    if (!siteScriptName(script)) {
      throw new Error(
        `src/gatsby/inline-scripts.ts: ${page} has an inline script the site does not write: ${shown(script)}. ` +
          `Its policy allows only ${SITE_SCRIPTS.map((known) => known.name).join(", ")}; content must never bring one (src/content/sanitize.ts).`,
      );
    }
    return script.text;
  });
}

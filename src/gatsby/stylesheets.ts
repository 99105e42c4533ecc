/**
 * The stylesheets a page loads with a media query that most visitors do not match, so that they stay out of the first
 * round trip (gatsby-ssr.tsx links them): /print.css (src/styles/print.css with the site's address, so that a printed
 * page gives each of its own links whole) and /modes.css (the roles under more contrast, from tokens.ts, then
 * src/styles/modes.css). Written into public/ after the build, and served by `gatsby develop`.
 */
import fs from "node:fs";
import path from "node:path";
import { moreContrastStyles } from "../styles/scheme-styles";
import { readSiteSettings } from "./site-settings";

export const PRINT_STYLESHEET = "/print.css";
export const MODES_STYLESHEET = "/modes.css";
const SOURCE = path.resolve("src/styles/print.css");
const ORIGIN = /--site-origin: "[^"]*";/;

function printStylesheet(siteUrl: string): string {
  const source = fs.readFileSync(SOURCE, "utf8");
  if (!ORIGIN.test(source)) throw new Error('src/gatsby/stylesheets.ts: src/styles/print.css has no `--site-origin: "…";` to fill in');
  return source.replace(ORIGIN, `--site-origin: ${JSON.stringify(new URL(siteUrl).origin)};`);
}

const modesStylesheet = () => `${moreContrastStyles()}\n${fs.readFileSync(path.resolve("src/styles/modes.css"), "utf8")}`;

export function writeStylesheets(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, PRINT_STYLESHEET), printStylesheet(siteUrl));
  fs.writeFileSync(path.join(publicDir, MODES_STYLESHEET), modesStylesheet());
}

type DevApp = {
  get: (route: string, handler: (request: unknown, response: { type: (t: string) => { send: (body: string) => void } }) => void) => void;
};

/** `gatsby develop` serves them too (onCreateDevServer, beside /admin/), read anew at each request. */
export function serveStylesheets(app: DevApp): void {
  app.get(PRINT_STYLESHEET, (_request, response) => response.type("text/css").send(printStylesheet(readSiteSettings().siteUrl)));
  app.get(MODES_STYLESHEET, (_request, response) => response.type("text/css").send(modesStylesheet()));
}

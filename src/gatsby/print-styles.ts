/**
 * The print stylesheet (src/styles/print.css) as served at /print.css: with the site's address, so that a printed
 * page gives each of its own links whole. Written into public/ after the build, and served by `gatsby develop`.
 */
import fs from "node:fs";
import path from "node:path";
import { readSiteSettings } from "./site-settings";

export const PRINT_STYLESHEET = "/print.css";
const SOURCE = path.resolve("src/styles/print.css");
const ORIGIN = /--site-origin: "[^"]*";/;

export function printStylesheet(siteUrl: string): string {
  const source = fs.readFileSync(SOURCE, "utf8");
  if (!ORIGIN.test(source)) throw new Error('src/gatsby/print-styles.ts: src/styles/print.css has no `--site-origin: "…";` to fill in');
  return source.replace(ORIGIN, `--site-origin: ${JSON.stringify(new URL(siteUrl).origin)};`);
}

export function writePrintStylesheet(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, PRINT_STYLESHEET), printStylesheet(siteUrl));
}

type DevApp = {
  get: (route: string, handler: (request: unknown, response: { type: (t: string) => { send: (body: string) => void } }) => void) => void;
};

/** `gatsby develop` serves it too (onCreateDevServer, beside /admin/), read anew at each request. */
export function servePrintStylesheet(app: DevApp): void {
  app.get(PRINT_STYLESHEET, (_request, response) => response.type("text/css").send(printStylesheet(readSiteSettings().siteUrl)));
}

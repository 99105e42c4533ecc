/** The robots.txt written after the build: everything but the CMS may be crawled; it points to the sitemap. */
import fs from "node:fs";
import path from "node:path";
import { withoutSlash } from "../lib/structured-data";
import { SITEMAP_INDEX } from "./sitemap";

export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${withoutSlash(siteUrl)}${SITEMAP_INDEX}`, ""].join("\n");
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
}

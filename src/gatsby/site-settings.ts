/**
 * The few facts the build itself needs before GraphQL exists (the public URL and the studio's name), read from
 * content/site.yaml through the validated reader, as every other reader of content/.
 */
import path from "node:path";
import { site, type ContentOf } from "../content/collections";
import { readFile } from "../content/validate";
import { withoutSlash } from "../lib/structured-data";

export type SiteSettings = Pick<ContentOf<typeof site>, "name" | "siteUrl" | "description">;

export function readSiteSettings(contentDir = path.resolve("content")): SiteSettings {
  const { name, siteUrl, description } = readFile(site, contentDir);
  return { name, siteUrl: withoutSlash(siteUrl), description };
}

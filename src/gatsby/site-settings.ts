/**
 * The few facts the build itself needs before GraphQL exists (the public URL
 * and the studio's name), read from the one place editors change them.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

export interface SiteSettings {
  name: string;
  siteUrl: string;
  description: string;
}

export function readSiteSettings(contentDir = path.resolve("content")): SiteSettings {
  const file = path.join(contentDir, "site.yaml");
  const data = yaml.load(fs.readFileSync(file, "utf8")) as Partial<SiteSettings> | undefined;
  if (!data?.name || !data.siteUrl || !data.description) {
    throw new Error(`content/site.yaml: name, siteUrl and description are required`);
  }
  return { name: data.name, siteUrl: data.siteUrl.replace(/\/$/, ""), description: data.description };
}

/**
 * Every page the site serves, the not-found page included, shows a 1200×630 image when its link is shared:
 * a post's cover or the card drawn for the page. The image's size is read from the file itself.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { htmlFiles, servedFiles } from "../../src/gatsby/post-build";
import { CARD_DIR } from "../../src/gatsby/share-card";
import { readSiteSettings } from "../../src/gatsby/site-settings";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const { siteUrl } = readSiteSettings(path.join(root, "content"));
/** What Open Graph and X show largest, and what a messaging app still fetches quickly. */
const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 100 * 1024;

/** Each HTML file the site serves (the CMS is no page of the site). */
const pages = [...new Set(servedFiles(htmlFiles(publicDir)).values())].filter((file) => !file.startsWith("admin/"));

function meta(html: string, attribute: "property" | "name", key: string): string | undefined {
  const tags = [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))];
  expect(tags.length).toBeLessThanOrEqual(1);
  return tags[0]?.[1];
}

function imageOf(file: string) {
  const html = fs.readFileSync(path.join(publicDir, file), "utf8");
  return {
    url: meta(html, "property", "og:image") ?? "",
    width: meta(html, "property", "og:image:width"),
    height: meta(html, "property", "og:image:height"),
    alt: meta(html, "property", "og:image:alt") ?? "",
    twitterCard: meta(html, "name", "twitter:card"),
  };
}

test("the build serves the site's pages", () => {
  expect(pages).toEqual(expect.arrayContaining(["index.html", "404.html"]));
});

describe.each(pages)("%s", (file) => {
  test("names a 1200×630 image on the site, described, as a large card", () => {
    const image = imageOf(file);
    expect(image.url.slice(0, siteUrl.length + 1)).toBe(`${siteUrl}/`);
    expect({ width: image.width, height: image.height, twitterCard: image.twitterCard }).toEqual({
      width: String(WIDTH),
      height: String(HEIGHT),
      twitterCard: "summary_large_image",
    });
    expect(image.alt.trim()).not.toBe("");
  });

  test(`whose file is ${WIDTH}×${HEIGHT} and under 100 kB`, async () => {
    const image = path.join(publicDir, decodeURI(imageOf(file).url.slice(siteUrl.length)));
    const { width, height } = await sharp(image).metadata();
    expect({ width, height }).toEqual({ width: WIDTH, height: HEIGHT });
    expect(fs.statSync(image).size).toBeLessThan(MAX_BYTES);
  });
});

test("every drawn card is one a page uses (an incremental build leaves no card of an old title)", () => {
  const used = new Set(pages.map((file) => imageOf(file).url.slice(siteUrl.length)));
  const drawn = fs.readdirSync(path.join(publicDir, CARD_DIR)).map((name) => `/${CARD_DIR}/${name}`);
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn.filter((card) => !used.has(card))).toEqual([]);
});

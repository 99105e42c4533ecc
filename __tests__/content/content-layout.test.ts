/**
 * @jest-environment node
 */
import * as scripts from "../../scripts/content-layout.mjs";
import { markdownFile } from "../../src/content/locale-files";
import { REVIEWED } from "../../src/content/translations";
import { DEFAULT_LOCALE, LOCALES } from "../../src/lib/locales";

test("the scripts' copy of the content layout is the build's", () => {
  expect({ defaultLocale: scripts.DEFAULT_LOCALE, files: LOCALES.map(scripts.markdownFile), reviewed: scripts.REVIEWED }).toEqual({
    defaultLocale: DEFAULT_LOCALE,
    files: LOCALES.map(markdownFile),
    reviewed: REVIEWED,
  });
});

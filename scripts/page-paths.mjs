/**
 * `node scripts/page-paths.mjs`: one page of every kind the site builds (src/lib/pages.ts), one path a line, as the
 * content names it; the not-found page, answered with status 404, is left out. `.ci/run` asks the server started by
 * `npm start` for each.
 */
import { pageKinds, readContent } from "../e2e-engines/content.mjs";

for (const page of pageKinds(readContent())) if (page.status === 200) console.log(page.path);

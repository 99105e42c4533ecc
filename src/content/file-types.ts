/**
 * The kinds of file an editor's change may hold, where the CMS saves them: content/ (entries, and their images and CVs
 * beside them) and static/media (the CMS's media library). Each is published as it is (content's files under /static/,
 * the library's under /media/), on the site's own origin, where /admin/ keeps an editor's GitHub token: a file that a
 * browser can run (an SVG with a script, an HTML page, a script, Netlify's `_headers` or `_redirects`) would run there.
 * So only what the site uses passes, by name; the build's validation (src/content/validate.ts) stops on anything else,
 * naming the file, and the files published from here are served under a policy that runs nothing
 * (`PUBLISHED_FILES_CSP`, src/gatsby/security-headers.ts) in case a browser takes one for a document anyway.
 */

/** The image formats the build encodes (gatsby-plugin-sharp, src/gatsby/image-encoding.js). */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;

/** Every kind of file that may be under content/ or static/media: entries, their images, and the team's CVs. */
const ALLOWED_EXTENSIONS = ["md", "yaml", ...IMAGE_EXTENSIONS, "pdf"] as const;

/** The folders, under the project, whose files an editor's change may add. */
export const EDITOR_FOLDERS = ["content", "static/media"] as const;

const ALLOWED_FILE = new RegExp(`\\.(${ALLOWED_EXTENSIONS.join("|")})$`, "i");

/** Whether a file's name is of a kind the site uses. */
export const isAllowedFile = (name: string): boolean => ALLOWED_FILE.test(name);

/** Why a file of another kind stops the build, in Italian, for the editor who saved it. */
export function refusedFileMessage(name: string): string {
  const extension = /\.([^./]+)$/.exec(name)?.[1];
  const kind = extension ? `un file .${extension}` : "un file senza estensione";
  return `è ${kind}, che il sito non pubblica: qui vanno solo i testi (.md, .yaml), le immagini JPEG, PNG, WebP o AVIF e i CV in PDF; toglilo (un file .svg, .html o .js potrebbe eseguire codice sul sito)`;
}

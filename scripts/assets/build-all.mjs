/**
 * Regenerates every committed asset, in sequence:
 *   works mock-ups (content/works/*), team portraits and CVs (content/team/*), coin sound (static/sounds/),
 *   journal covers and pictures (content/journal/*), favicon (static/).
 *
 *   npm run assets      (or: node scripts/assets/build-all.mjs)
 *
 * Each generator is deterministic, so a rerun leaves `git status` clean unless a script changed.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { main as worksImages } from "./works-images.mjs";
import { main as teamPhotos } from "./team-photos.mjs";
import { main as cvPdfs } from "./cv-pdfs.mjs";
import { main as coinSound } from "./coin-sound.mjs";
import { main as journalImages } from "./journal-images.mjs";
import { main as favicon } from "./favicon.mjs";

export const GENERATORS = [
  ["works-images", worksImages],
  ["team-photos", teamPhotos],
  ["cv-pdfs", cvPdfs],
  ["coin-sound", coinSound],
  ["journal-images", journalImages],
  ["favicon", favicon],
];

export async function main() {
  const written = [];
  for (const [name, run] of GENERATORS) {
    const files = await run();
    written.push(...files.map((f) => ({ generator: name, ...f })));
  }
  const total = written.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`assets: ${written.length} files, ${(total / 1024).toFixed(1)} KB in total`);
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}

/**
 * Before the domain points at the site, and again now and then: lists every fact in content/ that is still invented,
 * and the accessibility statement once its assessment is over twelve months old, each with its file and line
 * (scripts/placeholders.mjs says what counts), and exits non-zero while any is left.
 *
 *   npm run launch-check                  checks content/
 *   node scripts/launch-check.mjs <dir>   checks another content folder
 *
 * Not part of `npm test`: until the studio replaces them, the placeholders are the site's content.
 */
import path from "node:path";
import { formatFinding, launchCheck } from "./placeholders.mjs";

const findings = launchCheck(path.resolve(process.argv[2] ?? "content"), process.cwd());
if (findings.length === 0) {
  console.log("launch-check: no placeholder left in content/.");
} else {
  console.log(findings.map(formatFinding).join("\n"));
  console.log(`\nlaunch-check: ${findings.length} left. Replace the invented facts with the real ones, and renew what is due.`);
  process.exitCode = 1;
}

/**
 * The site's icon: the mascot's key-cap face in orange, as SVG (modern browsers), as a
 * 32 px PNG wrapped in an ICO container (browsers and tools that ask for /favicon.ico), and as
 * a 512 px PNG, the studio's logo in its JSON-LD (search engines want a raster logo of 112 px or more).
 *
 *   npm run assets -- favicon [--force]
 *
 * Deterministic: the same files on every run.
 */
import { describe, writeAsset } from "./write-asset.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(ROOT, "static");

const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">
<rect x="10" y="10" width="180" height="180" rx="50" fill="#FF7A1A" stroke="#111111" stroke-width="12"/>
<ellipse cx="72" cy="88" rx="16" ry="22" fill="#111111"/>
<ellipse cx="128" cy="88" rx="16" ry="22" fill="#111111"/>
<circle cx="77" cy="80" r="6" fill="#FFFFFF"/>
<circle cx="133" cy="80" r="6" fill="#FFFFFF"/>
<path d="M78 132 Q100 154 122 132" fill="none" stroke="#111111" stroke-width="11" stroke-linecap="round"/>
</svg>
`;

/**
 * An ICO file holding one PNG image (supported by every browser since Windows Vista's format).
 * @param {Buffer} png
 * @param {number} size width and height in pixels
 */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

/** @type {import("./write-asset.mjs").Generator} */
export async function main({ force = false } = {}) {
  const ico = async () => icoFromPng(await sharp(Buffer.from(ICON_SVG)).resize(32, 32).png({ compressionLevel: 9 }).toBuffer(), 32);
  const written = [
    await writeAsset(path.join(OUT, "favicon.svg"), Buffer.from(ICON_SVG), { force }),
    await writeAsset(path.join(OUT, "favicon.ico"), ico, { force }),
    await writeAsset(
      path.join(OUT, "logo.png"),
      () => sharp(Buffer.from(ICON_SVG), { density: 300 }).resize(512, 512).png({ compressionLevel: 9 }).toBuffer(),
      {
        force,
      },
    ),
  ];
  for (const result of written) console.log(describe("favicon", result));
  return written;
}

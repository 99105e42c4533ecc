/**
 * @jest-environment node
 */
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { singleColour } from "../e2e-engines/single-colour.mjs";

const png = async (name: string, image: sharp.Sharp) => {
  const file = path.join(os.tmpdir(), `single-colour-${process.pid}-${name}.png`);
  await image.png().toFile(file);
  return file;
};

test("an engine's screenshot that is one colour throughout is named by its colour; one that shows something is not", async () => {
  const black = await png("black", sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }));
  expect(await singleColour(black)).toBe("rgba(0, 0, 0, 0)");
  const white = await png("white", sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffffff" } }));
  expect(await singleColour(white)).toBe("rgba(255, 255, 255, 255)");
  const text = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#fff"/><rect x="5" y="10" width="30" height="4" fill="#111"/></svg>',
  );
  expect(await singleColour(await png("text", sharp(text)))).toBeNull();
});

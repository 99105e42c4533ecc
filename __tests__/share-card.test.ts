/**
 * @jest-environment node
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { CARD_DIR, cardHash, cardInput, pruneShareCards, renderCard, shareCardFor } from "../src/gatsby/share-card";

const site = { name: "Blessbit", siteUrl: "https://www.blessbit.it/" };

// Drawing is CPU work (about 1 s a card on a loaded 2-core machine, the first one also compiles satori's
// WebAssembly): jest's 5 s default is for tests that wait, not for these.
jest.setTimeout(60_000);

test.each([
  ["a 90-character title", "Come abbiamo costruito una piattaforma di prenotazione per stabilimenti balneari in Puglia", undefined],
  ["a long word without spaces", "Precipitevolissimevolmente-sviluppato-senza-spazi-tra-le-parole", undefined],
  [
    "a work's headline result, long",
    "VideoConsulto",
    { figure: "18.425,50 €", measure: "Tempo per la prima schermata su un telefono medio", change: "-67%" },
  ],
])("%s draws a 1200×630 PNG under 100 kB", async (_case, title, headline) => {
  const png = await renderCard(cardInput(site, title, false, headline));
  expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  expect(png.length).toBeLessThan(100 * 1024);
});

test("the card's name changes with its input and only with it", () => {
  const home = cardInput(site, "Studio");
  expect(home.host).toBe("www.blessbit.it");
  expect(cardHash(home)).toBe(cardHash(cardInput(site, "Studio")));
  expect(cardHash(home)).not.toBe(cardHash(cardInput(site, "Works")));
  expect(cardHash(home)).not.toBe(cardHash(cardInput(site, "Studio", true)));
  expect(cardHash(home)).not.toBe(cardHash(cardInput({ ...site, name: "Altro" }, "Studio")));
  const headline = { figure: "64%", measure: "Prenotazioni dal telefono", change: "+52 punti percentuali" };
  expect(cardHash(cardInput(site, "Lido", false, headline))).not.toBe(cardHash(cardInput(site, "Lido")));
  expect(cardHash(cardInput(site, "Lido", false, headline))).not.toBe(cardHash(cardInput(site, "Lido", false, { ...headline, figure: "65%" })));
});

test("a card is drawn once, and the cards no page uses any more are removed", async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "share-card-"));
  try {
    const stale = path.join(publicDir, CARD_DIR, "0000000000000000.png");
    fs.mkdirSync(path.dirname(stale), { recursive: true });
    fs.writeFileSync(stale, "an old title's card");

    const card = await shareCardFor(cardInput(site, "Journal"), publicDir);
    expect(card).toEqual({ src: `/${CARD_DIR}/${cardHash(cardInput(site, "Journal"))}.png`, width: 1200, height: 630 });
    const file = path.join(publicDir, card.src);
    fs.utimesSync(file, 0, 0);
    await shareCardFor(cardInput(site, "Journal"), publicDir);
    expect(fs.statSync(file).mtimeMs).toBe(0); // not written again

    pruneShareCards(publicDir);
    expect(fs.readdirSync(path.join(publicDir, CARD_DIR))).toEqual([path.basename(card.src)]);
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});

/**
 * The sharing card of a page without a cover: 1200×630 PNG drawn at build time from the page's title, in the
 * brand's type, colours and mascot. satori lays the title out and turns the text into paths; sharp (libvips and
 * librsvg, already here for the images) rasterises the SVG, so no native package is added.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PageLocale } from "../lib/locales";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import satori from "satori";
import sharp from "sharp";
import { MASCOT_VIEWBOX, MascotFigure } from "../components/shared/mascot/MascotFigure";
import { colors } from "../styles/tokens";

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;
/** The text column's width inside its padding; the coloured block takes the rest. Beside a result it gives way. */
const TEXT_COLUMN = 660;
const TEXT_COLUMN_BESIDE_RESULT = 540;
/** Cards live here in `public/`; the file name is the hash of everything that draws them. */
export const CARD_DIR = "share";

export interface CardInput {
  /** The page's own title, without the studio's name (the card shows that apart). */
  title: string;
  /** The studio's name. */
  name: string;
  /** The site's host, shown at the foot of the card. */
  host: string;
  /** Terrified mascots, for the page that was not found. */
  terrified?: boolean;
  /** A work's headline result, drawn large in the coloured block in place of the mascots' pair. */
  headline?: CardHeadline;
}

/** A result as the card shows it: its value written in the page's language, what was measured, and the change. */
export interface CardHeadline {
  figure: string;
  measure: string;
  change: string | null;
}

export interface ShareCard {
  /** Site-relative path of the PNG. */
  src: string;
  width: number;
  height: number;
}

/** What every page's context carries to its Head: its card, its language and its twins (hreflang). */
export interface ShareCardContext extends PageLocale {
  shareCard: ShareCard;
}

// From the project's root, as Gatsby runs (its bundler of gatsby-node has no `require.resolve`).
const fontFile = (weight: number) => path.resolve("node_modules/@fontsource/space-grotesk/files", `space-grotesk-latin-${weight}-normal.woff`);
/** satori reads TTF, OTF and WOFF, not WOFF2: the static WOFF cuts of the site's family. */
const FONT_WEIGHTS = [500, 700] as const;

let fonts: { name: string; data: Buffer; weight: 500 | 700; style: "normal" }[] | undefined;
function loadFonts() {
  fonts ??= FONT_WEIGHTS.map((weight) => ({ name: "Space Grotesk", data: fs.readFileSync(fontFile(weight)), weight, style: "normal" }));
  return fonts;
}

function mascotImage(fill: string, terrified: boolean): string {
  const svg = renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={MASCOT_VIEWBOX} width="200" height="220">
      <MascotFigure fill={fill} terrified={terrified} />
    </svg>,
  );
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The mascot's height over its width (its 200×220 viewBox). */
const MASCOT_RATIO = 1.1;
/** The cover's pair, orange turned 20° and blue -30°, on the card's coloured block. */
const BLOCK_MASCOTS = [
  { fill: colors.orange, width: 230, left: 44, top: 50, rotation: 20 },
  { fill: colors.blue, width: 210, left: 150, top: 286, rotation: -30 },
];

/** Display size by length, so a short title is huge and a 90-character one still fits whole. */
function titleSize(title: string): number {
  if (title.length <= 16) return 112;
  if (title.length <= 32) return 92;
  if (title.length <= 48) return 72;
  if (title.length <= 72) return 58;
  if (title.length <= 110) return 52;
  return 44;
}

/** The figure's size by its length, so "64%" is huge and "1.234.567,89 €" still fits the block's 532 px. */
function figureSize(figure: string): number {
  if (figure.length <= 4) return 150;
  if (figure.length <= 6) return 112;
  if (figure.length <= 9) return 80;
  if (figure.length <= 11) return 56;
  return 44;
}

/** A work's title beside its result: a 13-letter name on one line of the narrower column. */
const HEADLINE_TITLE_SIZE = 72;

/** The coloured block of a work's card: its headline result, the figure first, a small mascot in the corner. */
function HeadlineBlock({ figure, measure, change }: CardHeadline) {
  return (
    <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", width: "100%", padding: "48px 44px" }}>
      <div style={{ display: "flex", fontSize: figureSize(figure), fontWeight: 700, lineHeight: 1, letterSpacing: "-0.04em", whiteSpace: "nowrap" }}>
        {figure}
      </div>
      <div style={{ display: "flex", marginTop: 22, fontSize: 34, fontWeight: 700, lineHeight: 1.15, textWrap: "balance", wordBreak: "break-word" }}>
        {measure}
      </div>
      {change && (
        <div style={{ display: "flex", marginTop: 26 }}>
          <div
            style={{
              display: "flex",
              padding: "10px 24px",
              borderRadius: 999,
              background: colors.black,
              color: colors.white,
              fontSize: 30,
              fontWeight: 700,
            }}
          >
            {change}
          </div>
        </div>
      )}
      <img
        src={mascotImage(colors.orange, false)}
        width={90}
        height={Math.round(90 * MASCOT_RATIO)}
        alt=""
        style={{ position: "absolute", right: 28, bottom: 18, transform: "rotate(-12deg)" }}
      />
    </div>
  );
}

function Card({ title, name, host, terrified = false, headline }: CardInput) {
  return (
    <div
      style={{ display: "flex", width: CARD_WIDTH, height: CARD_HEIGHT, background: colors.white, fontFamily: "Space Grotesk", color: colors.black }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: headline ? TEXT_COLUMN_BESIDE_RESULT : TEXT_COLUMN,
          flexShrink: 0,
          padding: "64px 48px 60px 72px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <img src={mascotImage(colors.orange, false)} width={50} height={50 * MASCOT_RATIO} alt="" />
          <span style={{ fontSize: 40, fontWeight: 700, letterSpacing: "-0.02em" }}>{name}</span>
        </div>
        <div
          style={{
            display: "block",
            // Beside a result the title gives way: at most two lines of a work's name.
            fontSize: headline ? Math.min(titleSize(title), HEADLINE_TITLE_SIZE) : titleSize(title),
            fontWeight: 700,
            lineHeight: 1.02,
            letterSpacing: "-0.035em",
            wordBreak: "break-word",
            // Lines of even length: no lone word left on the last one.
            textWrap: "balance",
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: 14, fontSize: 28, fontWeight: 500 }}>
          <div style={{ width: 40, height: 6, borderRadius: 3, background: colors.black }} />
          {host}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          position: "relative",
          flexGrow: 1,
          margin: "40px 40px 40px 0",
          overflow: "hidden",
          borderRadius: 56,
          background: colors.yellow,
        }}
      >
        {headline ? (
          <HeadlineBlock {...headline} />
        ) : (
          BLOCK_MASCOTS.map(({ fill, width, left, top, rotation }) => (
            <img
              key={fill}
              src={mascotImage(fill, terrified)}
              width={width}
              height={Math.round(width * MASCOT_RATIO)}
              alt=""
              style={{ position: "absolute", left, top, transform: `rotate(${rotation}deg)` }}
            />
          ))
        )}
      </div>
    </div>
  );
}

/** The card as a PNG (palette-quantised: flat colours keep it far under 100 kB). */
export async function renderCard(input: CardInput): Promise<Buffer> {
  const svg = await satori(<Card {...input} />, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() });
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
}

/**
 * Everything a card's pixels depend on besides its input: the drawing code as compiled, the mascots it draws,
 * the font files, the palette and the versions of the two libraries. A change to any of them draws every card again.
 */
function drawingKey(): string {
  const hash = crypto.createHash("sha256");
  for (const code of [Card, HeadlineBlock, titleSize, figureSize, renderCard]) hash.update(String(code));
  // The sizes the code above names, which its text does not hold.
  hash.update(JSON.stringify([CARD_WIDTH, CARD_HEIGHT, TEXT_COLUMN, TEXT_COLUMN_BESIDE_RESULT, HEADLINE_TITLE_SIZE, MASCOT_RATIO]));
  hash.update(JSON.stringify(BLOCK_MASCOTS));
  for (const terrified of [false, true]) hash.update(mascotImage(colors.black, terrified));
  for (const font of loadFonts()) hash.update(font.data);
  hash.update(JSON.stringify(colors));
  hash.update(fs.readFileSync(path.resolve("node_modules/satori/package.json")));
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest("hex");
}

let drawing: string | undefined;
export function cardHash(input: CardInput): string {
  drawing ??= drawingKey();
  return crypto
    .createHash("sha256")
    .update(drawing)
    .update(JSON.stringify([input.title, input.name, input.host, Boolean(input.terrified), input.headline ?? null]))
    .digest("hex")
    .slice(0, 16);
}

/** The cards this build uses, so that the cards of titles gone since the last build can be removed. */
const used = new Set<string>();

/**
 * The page's card, drawn only when no card of the same input is in `public/` yet: a title edit draws one card,
 * an unchanged build none, and an incremental build writes the same files as a clean one.
 */
export async function shareCardFor(input: CardInput, publicDir = path.resolve("public")): Promise<ShareCard> {
  const file = `${cardHash(input)}.png`;
  const target = path.join(publicDir, CARD_DIR, file);
  used.add(file);
  if (!fs.existsSync(target)) {
    const png = await renderCard(input);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Written under a temporary name, so a build stopped halfway never leaves half a card that looks drawn.
    fs.writeFileSync(`${target}.tmp`, png);
    fs.renameSync(`${target}.tmp`, target);
  }
  return { src: `/${CARD_DIR}/${file}`, width: CARD_WIDTH, height: CARD_HEIGHT };
}

/** Removes the cards no page of this build uses. */
export function pruneShareCards(publicDir = path.resolve("public")): void {
  const dir = path.join(publicDir, CARD_DIR);
  if (!fs.existsSync(dir)) return;
  for (const file of fs.readdirSync(dir)) {
    if (!used.has(file)) fs.rmSync(path.join(dir, file));
  }
}

/** Every page has been created by now, each asking for its card. */
export function onPostBootstrap(): void {
  pruneShareCards();
}

/** The card's input for a page of this site. */
export function cardInput(site: { name: string; siteUrl: string }, title: string, terrified = false, headline?: CardHeadline): CardInput {
  return { title, name: site.name, host: new URL(site.siteUrl).host, terrified, ...(headline && { headline }) };
}

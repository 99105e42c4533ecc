export type ImageFormat = "auto" | "avif" | "webp" | "jpg" | "png";

export const AVIF: { quality: number; effort: number };
export const WEBP: { quality: number };
export function sharpDefaults(): {
  formats: ImageFormat[];
  placeholder: "none";
  quality: number;
  webpOptions: { quality: number };
  avifOptions: { quality: number };
};
export function withSiteWidths<Args extends { layout?: string }>(args: Args): Args & { breakpoints?: number[]; outputPixelDensities?: number[] };

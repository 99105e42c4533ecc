/**
 * schema.org objects for JSON-LD, built from content: the studio (home page) and what every
 * JSON-LD block shares. Journal posts have theirs in blog-posting.ts, so that code stays in the
 * journal's chunks. Pure functions, so tests can check them field by field.
 */

export interface StudioFacts {
  name: string;
  siteUrl: string;
  description: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; town: string; province: string; countryCode: string };
  map?: { latitude: number; longitude: number } | null;
  sameAs?: string[];
}

export type JsonLdObject = { "@context"?: string; "@type": string | string[] } & Record<string, unknown>;

export const SCHEMA_CONTEXT = "https://schema.org";
export const withoutSlash = (url: string) => url.replace(/\/$/, "");
/** One id for the studio, so a post's author and publisher point at the same entity. */
export const studioId = (siteUrl: string) => `${withoutSlash(siteUrl)}/#studio`;

/** The studio as a ProfessionalService (an Organization with a place), with its postal address. */
export function studioJsonLd(studio: StudioFacts): JsonLdObject {
  const siteUrl = withoutSlash(studio.siteUrl);
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ProfessionalService",
    "@id": studioId(siteUrl),
    name: studio.name,
    url: `${siteUrl}/`,
    description: studio.description,
    email: studio.email,
    telephone: studio.phone.replace(/\s+/g, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: studio.address.street,
      postalCode: studio.address.postalCode,
      addressLocality: studio.address.town,
      addressRegion: studio.address.province,
      addressCountry: studio.address.countryCode,
    },
    ...(studio.map ? { geo: { "@type": "GeoCoordinates", latitude: studio.map.latitude, longitude: studio.map.longitude } } : {}),
    ...(studio.sameAs?.length ? { sameAs: studio.sameAs } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script early. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * schema.org objects for JSON-LD, built from content: the studio (home page) and what every
 * JSON-LD block shares. Journal posts have theirs in blog-posting.ts, so that code stays in the
 * journal's chunks. Pure functions, so tests can check them field by field. Their types are schema.org's (schema-dts):
 * a misspelt property or a value of the wrong kind fails the type check.
 */
import type { Graph, PostalAddress, ProfessionalServiceLeaf, Thing, WithContext } from "schema-dts";

interface Address {
  street: string;
  postalCode: string;
  town: string;
  province: string;
  countryCode: string;
}

export interface StudioFacts {
  name: string;
  siteUrl: string;
  description: string;
  email: string;
  phone: string;
  address: Address;
  company: { legalName: string; vatNumber: string; taxCode?: string | null; registeredOffice: Address };
  /** Site-relative path of the logo, a file in static/. */
  logo: string;
  map?: { latitude: number; longitude: number } | null;
  sameAs?: string[];
}

/** The studio's logo for search engines: a square PNG of the mascot's face (scripts/assets/favicon.mjs). */
export const STUDIO_LOGO = "/logo.png";

const postalAddress = (address: Address): PostalAddress => ({
  "@type": "PostalAddress",
  streetAddress: address.street,
  postalCode: address.postalCode,
  addressLocality: address.town,
  addressRegion: address.province,
  addressCountry: address.countryCode,
});

/** A JSON-LD block of a page: one schema.org node with its context. */
/** One `<script type="application/ld+json">`: an entity, or a graph of several (a work's results). */
export type JsonLdBlock = WithContext<Thing> | Graph;

export const SCHEMA_CONTEXT = "https://schema.org";
export const withoutSlash = (url: string) => url.replace(/\/$/, "");
/** One id for the studio, so a post's author and publisher point at the same entity. */
export const studioId = (siteUrl: string) => `${withoutSlash(siteUrl)}/#studio`;

/**
 * The studio as a ProfessionalService (an Organization with a place): its postal address, and its legal identity
 * (legal name, Partita IVA, codice fiscale, which for a company is the Partita IVA unless given apart). The
 * registered office is a second address only where it is not the studio's place.
 */
export function studioJsonLd(studio: StudioFacts): WithContext<ProfessionalServiceLeaf> {
  const siteUrl = withoutSlash(studio.siteUrl);
  const { company } = studio;
  const place = postalAddress(studio.address);
  const office = postalAddress(company.registeredOffice);
  const logo = `${siteUrl}${studio.logo}`;
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ProfessionalService",
    "@id": studioId(siteUrl),
    name: studio.name,
    legalName: company.legalName,
    vatID: company.vatNumber,
    taxID: company.taxCode ?? company.vatNumber,
    url: `${siteUrl}/`,
    logo,
    image: logo,
    description: studio.description,
    email: studio.email,
    telephone: studio.phone.replace(/\s+/g, ""),
    address: JSON.stringify(office) === JSON.stringify(place) ? place : [place, office],
    ...(studio.map ? { geo: { "@type": "GeoCoordinates", latitude: studio.map.latitude, longitude: studio.map.longitude } } : {}),
    ...(studio.sameAs?.length ? { sameAs: studio.sameAs } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script early. */
export function serializeJsonLd(data: JsonLdBlock): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * A small checker of JSON-LD against schema.org's vocabulary, for the types the site emits: each type with its
 * parent and its own properties, and the expected types of the properties whose values are objects, as
 * schema.org defines them (https://schema.org/<Type>, vocabulary release 29). No network: the definitions are here.
 * A type or property the site starts to emit must be added from schema.org's page for it; a misspelt one fails.
 */

interface TypeDefinition {
  parent?: string;
  properties: string[];
}

const THING = [
  "additionalType",
  "alternateName",
  "description",
  "disambiguatingDescription",
  "identifier",
  "image",
  "mainEntityOfPage",
  "name",
  "potentialAction",
  "sameAs",
  "subjectOf",
  "url",
];

export const TYPES: Record<string, TypeDefinition> = {
  Thing: { properties: THING },
  CreativeWork: {
    parent: "Thing",
    properties: [
      "about",
      "abstract",
      "audience",
      "author",
      "contributor",
      "copyrightHolder",
      "copyrightYear",
      "creator",
      "dateCreated",
      "dateModified",
      "datePublished",
      "editor",
      "genre",
      "hasPart",
      "headline",
      "inLanguage",
      "isBasedOn",
      "isPartOf",
      "keywords",
      "license",
      "mainEntity",
      "mentions",
      "position",
      "provider",
      "publisher",
      "sourceOrganization",
      "text",
      "thumbnailUrl",
      "workExample",
      "locationCreated",
    ],
  },
  Article: {
    parent: "CreativeWork",
    properties: ["articleBody", "articleSection", "backstory", "pageEnd", "pageStart", "pagination", "speakable", "wordCount"],
  },
  SocialMediaPosting: { parent: "Article", properties: ["sharedContent"] },
  BlogPosting: { parent: "SocialMediaPosting", properties: [] },
  WebPage: {
    parent: "CreativeWork",
    properties: [
      "breadcrumb",
      "lastReviewed",
      "mainContentOfPage",
      "primaryImageOfPage",
      "relatedLink",
      "reviewedBy",
      "significantLink",
      "speakable",
      "specialty",
    ],
  },
  WebSite: { parent: "CreativeWork", properties: ["issn"] },
  MediaObject: { parent: "CreativeWork", properties: ["contentSize", "contentUrl", "embedUrl", "encodingFormat", "height", "uploadDate", "width"] },
  ImageObject: { parent: "MediaObject", properties: ["caption", "embeddedTextCaption", "exifData", "representativeOfPage"] },
  Organization: {
    parent: "Thing",
    properties: [
      "address",
      "aggregateRating",
      "alumni",
      "areaServed",
      "award",
      "brand",
      "contactPoint",
      "department",
      "dissolutionDate",
      "duns",
      "email",
      "employee",
      "event",
      "faxNumber",
      "founder",
      "foundingDate",
      "foundingLocation",
      "funder",
      "globalLocationNumber",
      "hasCredential",
      "hasOfferCatalog",
      "hasPOS",
      "isicV4",
      "iso6523Code",
      "keywords",
      "knowsAbout",
      "knowsLanguage",
      "legalName",
      "leiCode",
      "location",
      "logo",
      "makesOffer",
      "member",
      "memberOf",
      "naics",
      "numberOfEmployees",
      "owns",
      "parentOrganization",
      "publishingPrinciples",
      "review",
      "seeks",
      "slogan",
      "sponsor",
      "subOrganization",
      "taxID",
      "telephone",
      "vatID",
    ],
  },
  Place: {
    parent: "Thing",
    properties: [
      "address",
      "aggregateRating",
      "amenityFeature",
      "branchCode",
      "containedInPlace",
      "containsPlace",
      "event",
      "faxNumber",
      "geo",
      "globalLocationNumber",
      "hasMap",
      "isAccessibleForFree",
      "isicV4",
      "keywords",
      "latitude",
      "logo",
      "longitude",
      "maximumAttendeeCapacity",
      "openingHoursSpecification",
      "photo",
      "publicAccess",
      "review",
      "slogan",
      "smokingAllowed",
      "specialOpeningHoursSpecification",
      "telephone",
    ],
  },
  // LocalBusiness is both an Organization and a Place.
  LocalBusiness: { parent: "Organization", properties: ["branchOf", "currenciesAccepted", "openingHours", "paymentAccepted", "priceRange"] },
  ProfessionalService: { parent: "LocalBusiness", properties: [] },
  Person: {
    parent: "Thing",
    properties: [
      "additionalName",
      "address",
      "affiliation",
      "alumniOf",
      "award",
      "birthDate",
      "brand",
      "colleague",
      "contactPoint",
      "email",
      "familyName",
      "faxNumber",
      "gender",
      "givenName",
      "hasCredential",
      "hasOccupation",
      "homeLocation",
      "honorificPrefix",
      "honorificSuffix",
      "jobTitle",
      "knowsAbout",
      "knowsLanguage",
      "memberOf",
      "nationality",
      "telephone",
      "workLocation",
      "worksFor",
    ],
  },
  Intangible: { parent: "Thing", properties: [] },
  StructuredValue: { parent: "Intangible", properties: [] },
  ContactPoint: {
    parent: "StructuredValue",
    properties: [
      "areaServed",
      "availableLanguage",
      "contactOption",
      "contactType",
      "email",
      "faxNumber",
      "hoursAvailable",
      "productSupported",
      "telephone",
    ],
  },
  PostalAddress: {
    parent: "ContactPoint",
    properties: ["addressCountry", "addressLocality", "addressRegion", "postOfficeBoxNumber", "postalCode", "streetAddress"],
  },
  GeoCoordinates: { parent: "StructuredValue", properties: ["address", "addressCountry", "elevation", "latitude", "longitude", "postalCode"] },
  ItemList: { parent: "Intangible", properties: ["itemListElement", "itemListOrder", "numberOfItems"] },
  BreadcrumbList: { parent: "ItemList", properties: [] },
  ListItem: { parent: "Intangible", properties: ["item", "nextItem", "position", "previousItem"] },
};

/** Places are also what a LocalBusiness is (schema.org gives it two parents). */
const EXTRA_PARENTS: Record<string, string[]> = { LocalBusiness: ["Place"] };

/** The types a property's object value may have ("Text" and "URL" values are strings, checked apart). */
const RANGES: Record<string, string[]> = {
  author: ["Person", "Organization"],
  creator: ["Person", "Organization"],
  publisher: ["Person", "Organization"],
  worksFor: ["Organization"],
  memberOf: ["Organization"],
  address: ["PostalAddress"],
  geo: ["GeoCoordinates"],
  contactPoint: ["ContactPoint"],
  mainEntityOfPage: ["CreativeWork"],
  image: ["ImageObject"],
  logo: ["ImageObject"],
  itemListElement: ["ListItem"],
  item: ["Thing"],
  breadcrumb: ["BreadcrumbList"],
  isPartOf: ["CreativeWork"],
  about: ["Thing"],
};

/** Properties whose values must be numbers or numeric text. */
const NUMBERS = new Set(["position", "latitude", "longitude", "width", "height", "numberOfItems", "wordCount"]);
/** Properties whose values are dates (ISO 8601). */
const DATES = new Set(["datePublished", "dateModified", "dateCreated", "foundingDate", "birthDate", "uploadDate"]);

function ancestry(type: string): string[] {
  const definition = TYPES[type];
  if (!definition) return [];
  const parents = [definition.parent, ...(EXTRA_PARENTS[type] ?? [])].filter((parent): parent is string => Boolean(parent));
  return [type, ...parents.flatMap(ancestry)];
}

/** Whether `type` is `expected` or a subtype of it. */
export function isA(type: string, expected: string): boolean {
  return ancestry(type).includes(expected);
}

/** Every problem of one JSON-LD node and the nodes inside it, each naming where it is. */
export function schemaProblems(node: unknown, where = "$"): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaProblems(item, `${where}[${index}]`));
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(record["@type"] ?? []);
  if (types.length === 0) return [`${where}: has no @type`];
  const problems: string[] = [];
  for (const type of types)
    if (typeof type !== "string" || !TYPES[type]) problems.push(`${where}: ${String(type)} is not a schema.org type this checker knows`);
  if (problems.length) return problems;
  if (where === "$" && record["@context"] !== "https://schema.org") problems.push(`${where}: @context must be https://schema.org`);
  const known = new Set((types as string[]).flatMap(ancestry).flatMap((type) => TYPES[type].properties));
  for (const [property, value] of Object.entries(record)) {
    if (property.startsWith("@")) continue;
    const at = `${where}.${property}`;
    if (!known.has(property)) {
      problems.push(`${at}: ${types.join("/")} has no property ${property}`);
      continue;
    }
    for (const item of ([] as unknown[]).concat(value)) {
      if (item === null || item === undefined || item === "") problems.push(`${at}: is empty`);
      else if (typeof item === "object") {
        const itemTypes = ([] as unknown[]).concat((item as Record<string, unknown>)["@type"] ?? []) as string[];
        const range = RANGES[property];
        if (range && !itemTypes.some((itemType) => range.some((expected) => isA(itemType, expected)))) {
          problems.push(`${at}: a ${itemTypes.join("/") || "value without @type"} where schema.org expects ${range.join(" or ")}`);
        }
      } else if (NUMBERS.has(property) && !Number.isFinite(Number(item))) problems.push(`${at}: must be a number`);
      else if (DATES.has(property) && !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(String(item)))
        problems.push(`${at}: must be an ISO 8601 date`);
    }
    problems.push(...schemaProblems(value, at));
  }
  return problems;
}

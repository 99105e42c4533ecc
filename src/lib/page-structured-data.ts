/**
 * schema.org objects for the pages of works, posts and people: a work, breadcrumbs, team members, the studio as
 * a reference. Kept apart from structured-data.ts (the studio's own object) so each page's chunk takes what it uses.
 */
import { LOCALE_INFO, type Locale } from "./locales";
import type { BreadcrumbListLeaf, CreativeWorkLeaf, Graph, ObservationLeaf, OrganizationLeaf, PersonLeaf, WithContext } from "schema-dts";
import { resultSentence, type ResultLabels, type ResultUnit, type WorkResult } from "./results";
import { SCHEMA_CONTEXT, studioId, withoutSlash } from "./structured-data";

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** The way from the home page to this one, each step named as the site's navigation names it and linked by its URL. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbListLeaf> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: { "@id": crumb.url } })),
  };
}

export interface MemberFacts {
  name: string;
  role: string;
  linkedin: string;
}

/** One id per team member, so a post's author and the studio page's person are one entity. */
const personId = (siteUrl: string, name: string) =>
  `${withoutSlash(siteUrl)}/studio#${name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;

/** A team member as a Person who works for the studio, with their LinkedIn profile as `sameAs` (a post's author). */
export function person(member: MemberFacts, site: { name: string; siteUrl: string }): PersonLeaf {
  return {
    "@type": "Person",
    "@id": personId(site.siteUrl, member.name),
    name: member.name,
    jobTitle: member.role,
    sameAs: [member.linkedin],
    worksFor: { "@type": "Organization", "@id": studioId(site.siteUrl), name: site.name },
  };
}

/** A team member as a block of the studio page. */
export const personJsonLd = (member: MemberFacts, site: { name: string; siteUrl: string }): WithContext<PersonLeaf> => ({
  "@context": SCHEMA_CONTEXT,
  ...person(member, site),
});

/** The studio as the maker or publisher of a page's subject: a reference to the home page's full object. */
export function studioReference(site: { name: string; siteUrl: string }): OrganizationLeaf {
  return { "@type": "Organization", "@id": studioId(site.siteUrl), name: site.name, url: `${withoutSlash(site.siteUrl)}/` };
}

export interface WorkFacts {
  title: string;
  description: string;
  /** Absolute URL of the work's page. */
  url: string;
  /** Absolute URLs of its images. */
  images: readonly string[];
  technologies: readonly string[];
  site: { name: string; siteUrl: string };
  /** The page's language. */
  locale: Locale;
}

/** The work itself, apart from its page: what its results are observations about. */
const workId = (url: string) => `${url}#work`;

/** A work as a CreativeWork made by the studio. */
export function creativeWorkJsonLd(work: WorkFacts): WithContext<CreativeWorkLeaf> {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "CreativeWork",
    "@id": workId(work.url),
    name: work.title,
    headline: work.title,
    description: work.description,
    url: work.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": work.url },
    inLanguage: LOCALE_INFO[work.locale].language,
    ...(work.images.length ? { image: [...work.images] } : {}),
    keywords: work.technologies.join(", "),
    creator: studioReference(work.site),
  };
}

/** Each unit as schema.org's QuantitativeValue takes it: a UN/CEFACT common code, or the currency's ISO code as text. */
const UNIT_CODES: Record<ResultUnit, { unitCode: string } | { unitText: string }> = {
  percentuale: { unitCode: "P1" },
  millisecondi: { unitCode: "C26" },
  secondi: { unitCode: "SEC" },
  minuti: { unitCode: "MIN" },
  ore: { unitCode: "HUR" },
  giorni: { unitCode: "DAY" },
  euro: { unitText: "EUR" },
  numero: { unitCode: "C62" },
};

/**
 * A work's measured results as schema.org Observations about the work (`observationAbout` its CreativeWork's @id).
 * Observation is a QuantitativeValue observed of a thing at a time, so one object carries what was measured, the value
 * after with its unit, the day (`observationDate`), the source (`measurementMethod`, which takes text) and the value
 * before as the reference value (`valueReference`, named by the page's "before" label). The period is no
 * `observationPeriod`: schema.org wants a duration there (`P3M`), and the content's period is words ("agosto 2025
 * rispetto ad agosto 2024"); it goes in the `description`, the sentence a screen reader reads on the page.
 */
export function workResultsJsonLd(
  work: { title: string; url: string; locale: Locale },
  results: readonly WorkResult[],
  labels: Pick<ResultLabels, "before" | "change" | "value">,
): Graph | null {
  if (!results.length) return null;
  const observations = results.map((result): ObservationLeaf => {
    const unit = UNIT_CODES[result.unit];
    return {
      "@type": "Observation",
      name: result.measure,
      description: resultSentence(result, labels, work.locale),
      variableMeasured: result.measure,
      value: result.after,
      ...unit,
      observationDate: result.date,
      measurementMethod: result.source,
      observationAbout: { "@type": "CreativeWork", "@id": workId(work.url), name: work.title },
      ...(result.before === undefined || result.before === null
        ? {}
        : { valueReference: { "@type": "QuantitativeValue", name: labels.before, value: result.before, ...unit } }),
    };
  });
  return { "@context": SCHEMA_CONTEXT, "@graph": observations };
}

import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { inLocale } from "../../../hooks/useLocale";
import type { Locale } from "../../../lib/locales";
import { STUDIO_LOGO, studioJsonLd } from "../../../lib/structured-data";
import { JsonLd } from "./JsonLd";

/** The studio, its legal identity, address and contacts as JSON-LD, from content/site.yaml (used in the home page's Head). */
export function StudioJsonLd({ locale }: { locale: Locale }) {
  const { allSiteYaml } = useStaticQuery<Queries.StudioJsonLdQuery>(graphql`
    query StudioJsonLd {
      allSiteYaml {
        nodes {
          locale
          name
          siteUrl
          description
          email
          phone
          address {
            street
            postalCode
            town
            province
            countryCode
          }
          map {
            latitude
            longitude
          }
          social {
            instagram
            linkedin
          }
          company {
            ...CompanyFacts
          }
        }
      }
    }
  `);
  const site = inLocale(allSiteYaml.nodes, locale);
  return <JsonLd data={studioJsonLd({ ...site, logo: STUDIO_LOGO, sameAs: [site.social.instagram, site.social.linkedin] })} />;
}

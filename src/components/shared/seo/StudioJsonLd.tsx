import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { STUDIO_LOGO, studioJsonLd } from "../../../lib/structured-data";
import { JsonLd } from "./JsonLd";

/** The studio, its legal identity, address and contacts as JSON-LD, from content/site.yaml (used in the home page's Head). */
export function StudioJsonLd() {
  const { siteYaml } = useStaticQuery<Queries.StudioJsonLdQuery>(graphql`
    query StudioJsonLd {
      siteYaml {
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
  `);
  const site = siteYaml!;
  return <JsonLd data={studioJsonLd({ ...site, logo: STUDIO_LOGO, sameAs: [site.social.instagram, site.social.linkedin] })} />;
}

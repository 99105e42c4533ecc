import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { studioJsonLd } from "../../../lib/structured-data";
import { JsonLd } from "./JsonLd";

/** The studio, its address and contacts as JSON-LD, from content/site.yaml (used in the home page's Head). */
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
      }
    }
  `);
  const site = siteYaml!;
  return <JsonLd data={studioJsonLd({ ...site, sameAs: [site.social.instagram, site.social.linkedin] })} />;
}

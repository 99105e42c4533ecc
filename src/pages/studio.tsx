import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { JsonLd } from "../components/shared/seo/JsonLd";
import { pageHead, Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { personJsonLd } from "../lib/page-structured-data";
import { BriefInvite } from "../components/shared/brief-invite/BriefInvite";
import { withoutSlash } from "../lib/structured-data";
import { Collaborators } from "../components/studio/collaborators/Collaborators";
import { Intro } from "../components/studio/intro/Intro";
import { Playground } from "../components/studio/playground/Playground";
import { Team } from "../components/studio/team/Team";
import { WeMake } from "../components/studio/we-make/WeMake";
import { WhereWeAre } from "../components/studio/where-we-are/WhereWeAre";

export default function StudioPage({ data }: PageProps<Queries.StudioPageQuery>) {
  const page = data.studioPageYaml!;
  const site = data.siteYaml!;
  const team = data.teamYaml!;
  const newTabHint = site.controls.newTab;
  const where = page.whereWeAre;
  return (
    <>
      <Intro title={page.title} speechBall={site.speechBalls.studio} />
      <WeMake before={page.weMake.before} word={page.weMake.word} after={page.weMake.after} />
      <Team
        {...team}
        members={team.members.map((member) => ({
          ...member,
          photo: member.photo.childImageSharp?.gatsbyImageData ?? null,
          cv: member.cv.publicURL!,
        }))}
        newTabHint={newTabHint}
      />
      <Collaborators {...data.collaboratorsYaml!} newTabHint={newTabHint} />
      <Playground marquee={page.playground.marquee} />
      <WhereWeAre
        title={where.title}
        text={where.text}
        siteName={site.name}
        address={site.address}
        map={site.map}
        labels={{
          largerMap: where.largerMapLabel,
          directions: where.directionsLabel,
          map: where.mapLabel,
          wheelHint: where.wheelHint,
          touchHint: where.touchHint,
          attribution: where.mapAttribution,
          notice: where.mapNotice,
        }}
        newTabHint={newTabHint}
      />
      <BriefInvite {...site.briefInvite} />
    </>
  );
}

export const query = graphql`
  query StudioPage($locale: String!) {
    siteYaml(locale: { eq: $locale }) {
      name
      siteUrl
      address {
        street
        postalCode
        town
        province
        region
      }
      map {
        latitude
        longitude
        zoom
        placeUrl
        directionsUrl
      }
      speechBalls {
        studio {
          text
          rotation
        }
      }
      controls {
        newTab
      }
      briefInvite {
        title
        link
      }
    }
    studioPageYaml(locale: { eq: $locale }) {
      meta {
        title
        description
      }
      title
      weMake {
        before
        word
        after
      }
      playground {
        marquee
      }
      whereWeAre {
        title
        text
        largerMapLabel
        directionsLabel
        mapLabel
        wheelHint
        touchHint
        mapAttribution
        mapNotice
      }
    }
    teamYaml(locale: { eq: $locale }) {
      title
      cvLabel
      linkedinLabel
      members {
        name
        role
        photo {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 600, aspectRatio: 1, sizes: "(min-width: 1024px) 560px, (min-width: 640px) 40vw, 100vw")
          }
        }
        photoAlt
        cv {
          publicURL
        }
        description
        phone
        email
        linkedin
      }
    }
    collaboratorsYaml(locale: { eq: $locale }) {
      title
      items {
        name
        role
        url
      }
    }
  }
`;

export function Head(props: HeadProps<Queries.StudioPageQuery, ShareCardContext>) {
  const { data } = props;
  const meta = data.studioPageYaml!.meta;
  const site = { name: data.siteYaml!.name, siteUrl: withoutSlash(data.siteYaml!.siteUrl) };
  return (
    <Seo {...pageHead(meta, props)}>
      {data.teamYaml!.members.map((member) => (
        <JsonLd key={member.name} data={personJsonLd(member, site)} />
      ))}
    </Seo>
  );
}

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Cover } from "../components/home/cover/Cover";
import { Faq } from "../components/home/faq/Faq";
import { Services } from "../components/home/services/Services";
import { Technologies } from "../components/home/technologies/Technologies";
import { WeAre } from "../components/home/we-are/WeAre";
import { pageHead, Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { StudioJsonLd } from "../components/shared/seo/StudioJsonLd";
import { fill } from "../lib/text";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteYaml!;
  const page = data.homePageYaml!;
  const services = data.servicesYaml!;
  const technologies = data.technologiesYaml!;
  const faq = data.faqYaml!;
  return (
    <>
      <Cover slogan={page.cover.slogan} labels={page.cover.labels} coinButtonLabel={page.cover.coinButtonLabel} speechBall={site.speechBalls.home} />
      <WeAre text={page.weAre.text} creed={fill(page.weAre.creed, { product: site.name })} />
      <Services {...services} controls={site.controls} />
      <Technologies {...technologies} />
      <Faq {...faq} />
    </>
  );
}

export const query = graphql`
  query HomePage($locale: String!) {
    siteYaml(locale: { eq: $locale }) {
      name
      speechBalls {
        home {
          text
          rotation
        }
      }
      controls {
        pause
        play
      }
    }
    homePageYaml(locale: { eq: $locale }) {
      meta {
        title
        description
      }
      cover {
        slogan
        labels
        coinButtonLabel
      }
      weAre {
        text
        creed
      }
    }
    servicesYaml(locale: { eq: $locale }) {
      title
      carouselLabel
      dragLabel
      items {
        id
        title
        description
        color
      }
    }
    technologiesYaml(locale: { eq: $locale }) {
      title
      moreLabel
      shown
      extra
    }
    faqYaml(locale: { eq: $locale }) {
      title
      items {
        question
        answer
      }
    }
  }
`;

export function Head(props: HeadProps<Queries.HomePageQuery, ShareCardContext>) {
  const { data, pageContext } = props;
  const meta = data.homePageYaml!.meta;
  return (
    <Seo {...pageHead(meta, props)}>
      <StudioJsonLd locale={pageContext.locale} />
    </Seo>
  );
}

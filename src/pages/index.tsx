import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/shared/seo/Seo";
import { StudioJsonLd } from "../components/shared/seo/StudioJsonLd";
import { fill } from "../lib/text";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const { homePageYaml: page, siteYaml: site, servicesYaml: services, technologiesYaml: technologies, faqYaml: faq } = data;
  return (
    <>
      <section>
        <h1>{page!.cover.slogan}</h1>
        <p>{page!.cover.labels.join(" ")}</p>
      </section>
      <section>
        <p>{page!.weAre.text}</p>
        <p>{fill(page!.weAre.creed, { product: site!.name })}</p>
      </section>
      <section aria-labelledby="servizi">
        <h2 id="servizi">{services!.title}</h2>
        <ul>
          {services!.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tecnologie">
        <h2 id="tecnologie">{technologies!.title}</h2>
        <ul>
          {technologies!.shown.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="faq">
        <h2 id="faq">{faq!.title}</h2>
        {faq!.items.map((item) => (
          <div key={item.question}>
            <h3>{item.question}</h3>
            <p>{item.answer}</p>
          </div>
        ))}
      </section>
    </>
  );
}

export const query = graphql`
  query HomePage {
    siteYaml {
      name
    }
    homePageYaml {
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
    servicesYaml {
      title
      items {
        title
        description
        color
      }
    }
    technologiesYaml {
      title
      moreLabel
      shown
      extra
    }
    faqYaml {
      title
      items {
        question
        answer
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const meta = data.homePageYaml!.meta;
  return (
    <Seo title={meta.title} description={meta.description} pathname={location.pathname}>
      <StudioJsonLd />
    </Seo>
  );
}

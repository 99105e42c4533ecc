import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Seo } from "../components/shared/seo/Seo";

export default function WorksPage({ data }: PageProps<Queries.WorksPageQuery>) {
  const page = data.worksPageYaml!;
  return (
    <>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      {data.allWork.nodes.map((work) => (
        <article key={work.number}>
          <p>{work.number}</p>
          <h2>{work.title}</h2>
          <p>{work.description}</p>
          {work.images.map((image) => {
            const data = getImage(image.path.childImageSharp?.gatsbyImageData ?? null);
            return data ? <GatsbyImage key={image.alt} image={data} alt={image.alt} /> : null;
          })}
        </article>
      ))}
    </>
  );
}

export const query = graphql`
  query WorksPage {
    worksPageYaml {
      meta {
        title
        description
      }
      title
      intro
    }
    allWork(sort: { number: ASC }) {
      nodes {
        number
        title
        description
        url
        urlVisible
        technologies
        showReverseSlider
        images {
          alt
          path {
            childImageSharp {
              gatsbyImageData(layout: CONSTRAINED, width: 960, aspectRatio: 1.6)
            }
          }
        }
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.WorksPageQuery>) {
  const meta = data.worksPageYaml!.meta;
  return <Seo title={meta.title} description={meta.description} pathname={location.pathname} />;
}

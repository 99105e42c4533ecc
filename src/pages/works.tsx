import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Seo } from "../components/shared/seo/Seo";
import { WorksHero } from "../components/works/works-hero/WorksHero";
import { byNumber, WorksList } from "../components/works/works-list/WorksList";
import { workEntryId, type Work } from "../components/works/work-entry/WorkEntry";
import { workLabels, workProps } from "../content/props/works";

/** Every image is processed at build time: a missing one fails the build instead of leaving an empty slide. */
function processed(data: IGatsbyImageData | null | undefined, workNumber: string): IGatsbyImageData {
  if (!data) throw new Error(`An image of work ${workNumber} was not processed by gatsby-plugin-sharp`);
  return data;
}

export default function WorksPage({ data }: PageProps<Queries.WorksPageQuery>) {
  const page = data.worksPageYaml!;
  const controls = data.siteYaml!.controls;
  const works: Work[] = data.allWork.nodes.map((work) =>
    workProps(
      work,
      work.images.map((image) => ({ alt: image.alt, image: processed(image.path.childImageSharp?.gatsbyImageData, work.number) })),
    ),
  );
  return (
    <>
      <WorksHero title={page.title} intro={page.intro} />
      <WorksList works={works} labels={workLabels(page, controls)} />
    </>
  );
}

export const query = graphql`
  query WorksPage {
    siteYaml {
      controls {
        pause
        play
        newTab
      }
    }
    worksPageYaml {
      meta {
        title
        description
      }
      title
      intro
      clickLabel
      sliderLabel
      nextImageLabel
      slideLabel
      technologiesLabel
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
              gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.6)
            }
          }
        }
      }
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.WorksPageQuery>) {
  const meta = data.worksPageYaml!.meta;
  const second = byNumber(data.allWork.nodes)[1];
  return (
    <Seo title={meta.title} description={meta.description} pathname={location.pathname}>
      {/* A wide entry centres its slider against the info block that follows it in the HTML: painted while
          the parser was between the two, the slider jumped down once the info arrived (a layout shift).
          The first paint waits until the parser reaches the second entry, i.e. the first one is whole
          (Chrome 124+; other browsers ignore it). */}
      {second && <link rel="expect" href={`#${workEntryId(second.number)}`} {...{ blocking: "render" }} />}
    </Seo>
  );
}

import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { pageHead, Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { WorksHero } from "../components/works/works-hero/WorksHero";
import { byNumber, WorksList } from "../components/works/works-list/WorksList";
import { workEntryId, type WorkEntryContent } from "../components/works/work-entry/WorkEntry";
import { toSliderImages } from "../templates/work-data";

export default function WorksPage({ data }: PageProps<Queries.WorksPageQuery>) {
  const page = data.worksPageYaml!;
  const controls = data.siteYaml!.controls;
  const works: WorkEntryContent[] = data.allWork.nodes.map((work) => ({ ...work, images: toSliderImages(work) }));
  return (
    <>
      <WorksHero title={page.title} intro={page.intro} />
      <WorksList works={works} labels={page} controls={controls} />
    </>
  );
}

export const query = graphql`
  query WorksPage($locale: String!) {
    siteYaml(locale: { eq: $locale }) {
      controls {
        pause
        play
        newTab
      }
    }
    worksPageYaml(locale: { eq: $locale }) {
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
      pageLink
      ...WorkResultLabels
    }
    allWork(filter: { locale: { eq: $locale } }, sort: { number: ASC }) {
      nodes {
        ...WorkFacts
        showReverseSlider
        ...WorkImages
      }
    }
  }
`;

export function Head(props: HeadProps<Queries.WorksPageQuery, ShareCardContext>) {
  const { data } = props;
  const meta = data.worksPageYaml!.meta;
  const second = byNumber(data.allWork.nodes)[1];
  return (
    <Seo {...pageHead(meta, props)}>
      {/* A wide entry centres its slider against the info block that follows it in the HTML: painted while
          the parser was between the two, the slider jumped down once the info arrived (a layout shift).
          The first paint waits until the parser reaches the second entry, i.e. the first one is whole
          (Chrome 124+; other browsers ignore it). */}
      {second && <link rel="expect" href={`#${workEntryId(second.number)}`} {...{ blocking: "render" }} />}
    </Seo>
  );
}

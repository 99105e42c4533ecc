/**
 * What the works' pages ask of a work: the facts its info block shows, and its images, resolved to the image
 * data the sections take. Shared by the list (/works) and each work's own page, so a new field is asked for once.
 */
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { SliderImage } from "../components/works/work-slider/WorkSlider";

export const workFacts = graphql`
  fragment WorkFacts on Work {
    number
    slug
    title
    description
    url
    urlVisible
    technologies
    results {
      id
      measure
      before
      after
      unit
      date
      period
      source
      confirmed
    }
  }
`;

/** The words a work's results are written with (content/pages/works.yaml), for every page that shows results. */
export const workResultLabels = graphql`
  fragment WorkResultLabels on WorksPageYaml {
    results {
      title
      before
      after
      points
      source
      change
      value
    }
  }
`;

export const workImages = graphql`
  fragment WorkImages on Work {
    images {
      alt
      path {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.6)
        }
      }
    }
  }
`;

/** Every image is processed at build time: a missing one fails the build instead of leaving an empty slide. */
function processed(data: IGatsbyImageData | null | undefined, workNumber: string): IGatsbyImageData {
  if (!data) throw new Error(`An image of work ${workNumber} was not processed by gatsby-plugin-sharp`);
  return data;
}

export function toSliderImages(work: Queries.WorkImagesFragment & { number: string }): SliderImage[] {
  return work.images.map((image) => ({ alt: image.alt, image: processed(image.path.childImageSharp?.gatsbyImageData, work.number) }));
}

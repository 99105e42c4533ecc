import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PostBody } from "../components/journal/post-body/PostBody";
import { PostLinks } from "../components/journal/post-links/PostLinks";
import { BriefInvite } from "../components/shared/brief-invite/BriefInvite";
import { NeighbourNav } from "../components/shared/neighbour-nav/NeighbourNav";
import { JsonLd } from "../components/shared/seo/JsonLd";
import { Seo } from "../components/shared/seo/Seo";
import { WorkGallery } from "../components/works/work-gallery/WorkGallery";
import { WorkHeader } from "../components/works/work-header/WorkHeader";
import { workAccents } from "../components/works/work-info/WorkInfo";
import { WorkResults } from "../components/works/work-results/WorkResults";
import { breadcrumbJsonLd, creativeWorkJsonLd, workResultsJsonLd } from "../lib/page-structured-data";
import { useRoutes } from "../hooks/useLocale";
import { localizedRoutes } from "../lib/routes";
import { withoutSlash } from "../lib/structured-data";
import type { ShareCard } from "../gatsby/share-card";
import type { PageLocale } from "../lib/locales";
import { headlineResult, resultSentence } from "../lib/results";
import { searchBody } from "../lib/search";
import { toSliderImages } from "./work-data";

/**
 * Set by src/gatsby/pages.ts: the work's place in the list gives it the same badge colour as its entry there; a work
 * with results has a card of its headline result to share.
 */
interface WorkPageContext extends PageLocale {
  index: number;
  shareCard: ShareCard | null;
}

export default function WorkPage({ data, pageContext }: PageProps<Queries.WorkPageQuery, WorkPageContext>) {
  const routes = useRoutes();
  const work = data.work!;
  const labels = data.worksPageYaml!;
  const { previous, next } = data;
  const accent = workAccents[pageContext.index % workAccents.length];
  return (
    <article aria-labelledby="titolo-progetto" {...searchBody("work")}>
      <WorkHeader work={work} accent={accent} labels={{ technologies: labels.technologiesLabel, newTab: data.siteYaml!.controls.newTab }} />
      {/* The story opens with what it achieved. */}
      <WorkResults results={work.results} labels={labels.results} accent={accent} />
      <WorkGallery images={toSliderImages(work)} label={labels.imagesLabel} />
      {work.html && <PostBody html={work.html} />}
      <PostLinks posts={data.allJournalPost.nodes} title={labels.postsTitle} headingId="articoli-sul-progetto" />
      <BriefInvite {...data.siteYaml!.briefInvite} />
      <NeighbourNav
        previous={previous && { to: routes.work(previous.slug), title: previous.title }}
        next={next && { to: routes.work(next.slug), title: next.title }}
        all={{ to: routes.works, label: labels.allWorks }}
        labels={{ previous: labels.previousWork, next: labels.nextWork, nav: labels.workNavLabel }}
      />
    </article>
  );
}

export const query = graphql`
  query WorkPage($locale: String!, $id: String!, $previousId: String, $nextId: String, $journalPosts: [String!]!) {
    siteYaml(locale: { eq: $locale }) {
      name
      siteUrl
      nav {
        home
        works
      }
      controls {
        newTab
      }
      briefInvite {
        title
        link
      }
    }
    worksPageYaml(locale: { eq: $locale }) {
      technologiesLabel
      imagesLabel
      postsTitle
      previousWork
      nextWork
      workNavLabel
      allWorks
      ...WorkResultLabels
    }
    work(id: { eq: $id }) {
      ...WorkFacts
      html
      ...WorkImages
      images {
        path {
          childImageSharp {
            # The sharing image: the size Open Graph and X expect.
            share: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) {
              src
              width
              height
            }
          }
        }
      }
    }
    allJournalPost(filter: { locale: { eq: $locale }, slug: { in: $journalPosts } }, sort: { date: DESC }) {
      nodes {
        ...JournalPostLink
      }
    }
    previous: work(id: { eq: $previousId }) {
      slug
      title
    }
    next: work(id: { eq: $nextId }) {
      slug
      title
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.WorkPageQuery, WorkPageContext>) {
  const routes = localizedRoutes[pageContext.locale];
  const work = data.work!;
  const site = data.siteYaml!;
  const labels = data.worksPageYaml!.results;
  const siteUrl = withoutSlash(site.siteUrl);
  const shares = work.images.map((image) => image.path.childImageSharp?.share).filter((share) => share?.src);
  const images = shares.map((share) => `${siteUrl}${share!.src}`);
  // The card of the headline result where there is one, read by its sentence; otherwise the first image (the schema
  // asks for one), resized to exactly 1200×630 by the query.
  const headline = headlineResult(work.results);
  const photo = shares[0]!;
  const image =
    pageContext.shareCard && headline
      ? { ...pageContext.shareCard, alt: `${work.title}. ${resultSentence(headline, labels, pageContext.locale)}` }
      : { src: photo.src!, width: photo.width!, height: photo.height!, alt: work.images[0].alt };
  const url = `${siteUrl}${routes.work(work.slug)}`;
  const resultsJsonLd = workResultsJsonLd({ title: work.title, url, locale: pageContext.locale }, work.results ?? [], labels);
  return (
    <Seo
      title={work.title}
      description={work.description}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      image={image}
      type="article"
    >
      <JsonLd
        data={creativeWorkJsonLd({
          title: work.title,
          description: work.description,
          url,
          images,
          technologies: work.technologies,
          site: { name: site.name, siteUrl },
          locale: pageContext.locale,
        })}
      />
      {resultsJsonLd && <JsonLd data={resultsJsonLd} />}
      <JsonLd
        data={breadcrumbJsonLd([
          { name: site.nav.home, url: `${siteUrl}${routes.home}` },
          { name: site.nav.works, url: `${siteUrl}${routes.works}` },
          { name: work.title, url },
        ])}
      />
    </Seo>
  );
}

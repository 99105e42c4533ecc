import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { FallingMascots } from "../components/not-found/falling-mascots/FallingMascots";
import { Marquee } from "../components/shared/marquee/Marquee";
import { Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { routes } from "../lib/routes";
import * as styles from "./404.module.css";

export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const copy = data.siteYaml!.notFound;
  return (
    <div className={styles.page}>
      <Marquee text={copy.marquee} as="h1" className={styles.marquee} repeat={6} />
      <div className={styles.body}>
        <p className={styles.message}>{copy.message}</p>
        <Link to={routes.home} className={styles.button}>
          {copy.button}
        </Link>
      </div>
      <FallingMascots />
    </div>
  );
}

export const query = graphql`
  query NotFoundPage {
    siteYaml {
      notFound {
        meta {
          title
          description
        }
        marquee
        message
        button
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.NotFoundPageQuery, ShareCardContext>) {
  const meta = data.siteYaml!.notFound.meta;
  return <Seo title={meta.title} description={meta.description} pathname={location.pathname} image={pageContext.shareCard} noindex />;
}

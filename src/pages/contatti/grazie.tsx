import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { BriefSent } from "../../components/contact/brief-sent/BriefSent";
import { pageHead, Seo } from "../../components/shared/seo/Seo";
import type { ShareCardContext } from "../../gatsby/share-card";
import { useRoutes } from "../../hooks/useLocale";
import * as styles from "../contatti.module.css";

/**
 * Where the brief's native post lands (the form's `action`): Netlify answers the post with this page. Not for search
 * engines (noindex, left out of the sitemap): it only makes sense after sending.
 */
export default function BriefSentPage({ data }: PageProps<Queries.BriefSentPageQuery>) {
  const routes = useRoutes();
  const page = data.contactPageYaml!;
  return (
    <div className={styles.sentPage}>
      <BriefSent level={1} {...page.sent}>
        <Link to={routes.home} className={styles.home}>
          {page.thanks.back}
        </Link>
      </BriefSent>
    </div>
  );
}

export const query = graphql`
  query BriefSentPage($locale: String!) {
    contactPageYaml(locale: { eq: $locale }) {
      sent {
        title
        text
      }
      thanks {
        meta {
          title
          description
        }
        back
      }
    }
  }
`;

export function Head(props: HeadProps<Queries.BriefSentPageQuery, ShareCardContext>) {
  const { data } = props;
  const meta = data.contactPageYaml!.thanks.meta;
  return <Seo {...pageHead(meta, props)} noindex />;
}

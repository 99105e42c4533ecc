import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Statement, type StatementContent } from "../components/accessibility/statement/Statement";
import { pageHead, Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { formatDate } from "../lib/format-date";
import type { PageLocale } from "../lib/locales";

export default function AccessibilityPage({ data, pageContext }: PageProps<Queries.AccessibilityPageQuery, PageLocale>) {
  // GraphQL types the conformance status as a String (its options have spaces, no enum can name them); the build
  // validated it against the schema's options.
  const statement = data.accessibilityPageYaml! as StatementContent;
  const isoDate = statement.assessment.date;
  const { locale } = pageContext;
  return <Statement statement={statement} assessed={{ label: formatDate(isoDate, locale), isoDate }} site={data.siteYaml!} locale={locale} />;
}

export const query = graphql`
  query AccessibilityPage($locale: String!) {
    siteYaml(locale: { eq: $locale }) {
      name
      siteUrl
      email
    }
    accessibilityPageYaml(locale: { eq: $locale }) {
      meta {
        title
        description
      }
      title
      intro
      summary {
        label
        status
        standard
        assessment
        response
      }
      conformance {
        title
        status
        standard
        text
      }
      inaccessible {
        title
        intro
        items {
          content
          reason
          alternative
        }
      }
      dragging {
        title
        intro
        items {
          content
          alternative
        }
      }
      assessment {
        title
        method
        date(formatString: "YYYY-MM-DD")
        text
        toolsTitle
        tools
        manualChecksTitle
        manualChecks
      }
      feedback {
        title
        text
        emailLabel
        responseDays
        responseTime
      }
      voluntary {
        title
        text
      }
      siteInfo {
        title
        items {
          term
          value
        }
      }
      alternativeLabel
    }
  }
`;

export function Head(props: HeadProps<Queries.AccessibilityPageQuery, ShareCardContext>) {
  const { data } = props;
  const meta = data.accessibilityPageYaml!.meta;
  return <Seo {...pageHead(meta, props)} />;
}

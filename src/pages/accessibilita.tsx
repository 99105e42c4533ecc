import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Statement, type StatementContent } from "../components/accessibility/statement/Statement";
import { Seo } from "../components/shared/seo/Seo";
import type { ShareCardContext } from "../gatsby/share-card";
import { formatDate } from "../lib/format-date";

export default function AccessibilityPage({ data }: PageProps<Queries.AccessibilityPageQuery>) {
  // GraphQL types the conformance status as a String (its options have spaces, no enum can name them); the build
  // validated it against the schema's options.
  const statement = data.accessibilityPageYaml! as StatementContent;
  const isoDate = statement.assessment.date;
  return <Statement statement={statement} assessed={{ label: formatDate(isoDate), isoDate }} site={data.siteYaml!} />;
}

export const query = graphql`
  query AccessibilityPage {
    siteYaml {
      name
      siteUrl
      email
    }
    accessibilityPageYaml {
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

export function Head({ data, location, pageContext }: HeadProps<Queries.AccessibilityPageQuery, ShareCardContext>) {
  const meta = data.accessibilityPageYaml!.meta;
  return <Seo title={meta.title} description={meta.description} pathname={location.pathname} image={pageContext.shareCard} />;
}
